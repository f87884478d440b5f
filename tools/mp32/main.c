// A 32-bit MicroPython for `make bench`'s heap figures: an RP2040 is a 32-bit machine, and the
// Unix port the tests use is 64-bit, where an object word and a heap block (32 bytes, not 16)
// are twice the size. Runs one script as the Unix port does:
//   micropython32 [-X heapsize=NK] SCRIPT [ARG...]
// sys.path is the script's folder, then MICROPYPATH's (':'-separated) folders. Built by
// `make mp32` from MicroPython's own core (py/, shared/) with tools/mp32/mpconfigport.h; it has
// only what the engine and the bots import (sys, gc, math, array, micropython, struct,
// collections, and time's ticks_ms/ticks_diff, here).
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/stat.h>

#include "py/builtin.h"
#include "py/compile.h"
#include "py/gc.h"
#include "py/lexer.h"
#include "py/mperrno.h"
#include "py/mphal.h"
#include "py/runtime.h"
#include "py/stackctrl.h"
#include "shared/runtime/gchelper.h"

void gc_collect(void) {
    gc_collect_start();
    gc_helper_collect_regs_and_stack();
    gc_collect_end();
}

mp_import_stat_t mp_import_stat(const char *path) {
    struct stat st;
    if (stat(path, &st) == 0) {
        if (S_ISDIR(st.st_mode)) {
            return MP_IMPORT_STAT_DIR;
        } else if (S_ISREG(st.st_mode)) {
            return MP_IMPORT_STAT_FILE;
        }
    }
    return MP_IMPORT_STAT_NO_EXIST;
}

mp_uint_t mp_hal_stdout_tx_strn(const char *str, size_t len) {
    return fwrite(str, 1, len, stdout);
}

void mp_hal_stdout_tx_strn_cooked(const char *str, size_t len) {
    fwrite(str, 1, len, stdout);
}

void mp_hal_stdout_tx_str(const char *str) {
    fputs(str, stdout);
}

void nlr_jump_fail(void *val) {
    fprintf(stderr, "FATAL: uncaught NLR %p\n", val);
    exit(1);
}

// time.ticks_ms / ticks_diff, as MicroPython's (wrapping at 2**30)
#define TICKS_PERIOD (1 << 30)
static mp_obj_t time_ticks_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    mp_uint_t ms = (mp_uint_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
    return MP_OBJ_NEW_SMALL_INT(ms & (TICKS_PERIOD - 1));
}
static MP_DEFINE_CONST_FUN_OBJ_0(time_ticks_ms_obj, time_ticks_ms);
static mp_obj_t time_ticks_diff(mp_obj_t end, mp_obj_t start) {
    mp_uint_t diff = ((mp_uint_t)MP_OBJ_SMALL_INT_VALUE(end) - (mp_uint_t)MP_OBJ_SMALL_INT_VALUE(start)
                      + TICKS_PERIOD / 2) & (TICKS_PERIOD - 1);
    return MP_OBJ_NEW_SMALL_INT((mp_int_t)diff - TICKS_PERIOD / 2);
}
static MP_DEFINE_CONST_FUN_OBJ_2(time_ticks_diff_obj, time_ticks_diff);
static const mp_rom_map_elem_t time_globals_table[] = {
    { MP_ROM_QSTR(MP_QSTR___name__), MP_ROM_QSTR(MP_QSTR_time) },
    { MP_ROM_QSTR(MP_QSTR_ticks_ms), MP_ROM_PTR(&time_ticks_ms_obj) },
    { MP_ROM_QSTR(MP_QSTR_ticks_diff), MP_ROM_PTR(&time_ticks_diff_obj) },
};
static MP_DEFINE_CONST_DICT(time_globals, time_globals_table);
const mp_obj_module_t mp_module_time = {
    .base = { &mp_type_module },
    .globals = (mp_obj_dict_t *)&time_globals,
};
MP_REGISTER_MODULE(MP_QSTR_time, mp_module_time);

static void append_path(const char *s, size_t n) {
    mp_obj_list_append(mp_sys_path, mp_obj_new_str(s, n));
}

int main(int argc, char **argv) {
    mp_stack_ctrl_init();
    mp_stack_set_limit(256 * 1024);
    size_t heap_size = 1024 * 1024;
    int a = 1;
    while (a < argc && strcmp(argv[a], "-X") == 0 && a + 1 < argc) {
        if (strncmp(argv[a + 1], "heapsize=", 9) == 0) {
            char *end;
            heap_size = strtoul(argv[a + 1] + 9, &end, 10);
            if (*end == 'K' || *end == 'k') {
                heap_size *= 1024;
            } else if (*end == 'M' || *end == 'm') {
                heap_size *= 1024 * 1024;
            }
        }
        a += 2;
    }
    if (a >= argc) {
        fprintf(stderr, "usage: %s [-X heapsize=NK] SCRIPT [ARG...]\n", argv[0]);
        return 2;
    }
    char *heap = malloc(heap_size);
    gc_init(heap, heap + heap_size);
    mp_init();
    const char *script = argv[a];
    const char *slash = strrchr(script, '/');
    mp_sys_path = mp_obj_new_list(0, NULL);
    append_path(script, slash ? (size_t)(slash - script) : 0);
    const char *mpath = getenv("MICROPYPATH");
    while (mpath && *mpath) {
        const char *colon = strchr(mpath, ':');
        size_t n = colon ? (size_t)(colon - mpath) : strlen(mpath);
        append_path(mpath, n);
        mpath = colon ? colon + 1 : NULL;
    }
    mp_obj_list_init(MP_OBJ_TO_PTR(mp_sys_argv), 0);
    for (int i = a; i < argc; i++) {
        mp_obj_list_append(mp_sys_argv, mp_obj_new_str(argv[i], strlen(argv[i])));
    }
    int ret = 0;
    nlr_buf_t nlr;
    if (nlr_push(&nlr) == 0) {
        mp_lexer_t *lex = mp_lexer_new_from_file(qstr_from_str(script));
        qstr source_name = lex->source_name;
        mp_parse_tree_t pt = mp_parse(lex, MP_PARSE_FILE_INPUT);
        mp_obj_t module_fun = mp_compile(&pt, source_name, false);
        mp_call_function_0(module_fun);
        nlr_pop();
    } else {
        mp_obj_t exc = MP_OBJ_FROM_PTR(nlr.ret_val);
        if (mp_obj_is_subclass_fast(MP_OBJ_FROM_PTR(mp_obj_get_type(exc)), MP_OBJ_FROM_PTR(&mp_type_SystemExit))) {
            mp_obj_t code = mp_obj_exception_get_value(exc);
            ret = code == mp_const_none ? 0 : (mp_obj_is_small_int(code) ? MP_OBJ_SMALL_INT_VALUE(code) : 1);
        } else {
            mp_obj_print_exception(&mp_plat_print, exc);
            ret = 1;
        }
    }
    fflush(stdout);
    mp_deinit();
    free(heap);
    return ret;
}
