#!/usr/bin/env bash
# Makes (once) and runs the Debian trixie chroot with Arm GCC 14 that builds CircuitPython 10.
#   tools/firmware_chroot.sh ROOT setup           make the chroot if ROOT/.ready is missing
#   tools/firmware_chroot.sh ROOT run SRC CMD...  run CMD in it, with SRC mounted at /src
# The recipe and its pitfalls: ../shared/circuitpython/README.md. Needs root (debootstrap, mount).
set -euo pipefail
R=$1; what=$2; shift 2
mkdir -p "$(dirname "$R")"
exec 9>"$R.lock"
flock 9  # one user of the chroot at a time: each mounts into it, and unmounts at its end

mounted=()
unmount_all() {
    local i
    for ((i=${#mounted[@]}-1; i>=0; i--)); do umount "${mounted[i]}" 2>/dev/null || umount -l "${mounted[i]}"; done
    mounted=()
}
trap unmount_all EXIT
bind() {  # bind HOSTDIR CHROOTDIR: mounted only for this script's life
    mkdir -p "$2"
    mountpoint -q "$2" || { mount --bind "$1" "$2"; mounted+=("$2"); }
}

# What the chroot holds; a chroot made from an older list gets what is missing.
PACKAGES="gcc-arm-none-eabi libnewlib-arm-none-eabi binutils-arm-none-eabi python3 python3-venv make gcc \
libc6-dev ca-certificates git"
PIP_PACKAGES="cascadetoml==0.3.3 jinja2==3.1.6 typer==0.29.2 click==8.1.8 huffman==0.1.2 intelhex==2.3.0 \
minify_html==0.18.1 jsmin==3.0.1 sh==2.4.0 pyelftools==0.33 setuptools"

install() {  # the packages into a chroot that has its base system
    bind /proc "$R/proc"; bind /dev "$R/dev"
    chroot "$R" sh -c "apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q \
        --no-install-recommends $PACKAGES && update-ca-certificates" >>"$R.log" 2>&1 \
        || { tail -20 "$R.log" >&2; exit 1; }
    chroot "$R" sh -c "[ -x /opt/cpvenv/bin/pip ] || python3 -m venv /opt/cpvenv; \
        /opt/cpvenv/bin/pip install -q $PIP_PACKAGES" >>"$R.log" 2>&1 || { tail -20 "$R.log" >&2; exit 1; }
    unmount_all
    echo "$PACKAGES $PIP_PACKAGES" >"$R/.ready"
}

setup() {
    if [ -f "$R/.ready" ]; then
        [ "$(cat "$R/.ready")" = "$PACKAGES $PIP_PACKAGES" ] || install
        return 0
    fi
    if [ "$(id -u)" != 0 ]; then echo "firmware chroot: needs root (debootstrap, mount)" >&2; exit 2; fi
    command -v debootstrap >/dev/null || DEBIAN_FRONTEND=noninteractive apt-get install -y -q debootstrap
    # A half-made chroot from an interrupted run is started again; never while anything is mounted.
    if [ -d "$R" ]; then
        if grep -q " $R/" /proc/mounts; then echo "firmware chroot: $R has mounts; unmount first" >&2; exit 2; fi
        rm -rf "$R"
    fi
    mkdir -p "$(dirname "$R")"
    local mirror
    mirror=$(awk '/^URIs:/{print $2; exit}' /etc/apt/sources.list.d/debian.sources 2>/dev/null || true)
    debootstrap --variant=minbase trixie "$R" "${mirror:-http://deb.debian.org/debian}" >"$R.log" 2>&1 \
        || { tail -20 "$R.log" >&2; exit 1; }
    cp /etc/resolv.conf "$R/etc/"
    mkdir -p "$R/usr/local/share/ca-certificates"
    cp /usr/local/share/ca-certificates/*.crt "$R/usr/local/share/ca-certificates/" 2>/dev/null || true
    cp /etc/pip.conf "$R/etc/" 2>/dev/null || true
    install
}

run() {
    local src=$1; shift
    bind /proc "$R/proc"; bind /dev "$R/dev"; bind "$src" "$R/src"
    chroot "$R" env PATH=/opt/cpvenv/bin:/usr/bin:/bin HOME=/root "$@"
}

case $what in
    setup) setup ;;
    run) setup; run "$@" ;;
    *) echo "usage: $0 ROOT setup|run SRC CMD..." >&2; exit 2 ;;
esac
