// This file is part of the CircuitPython project: https://circuitpython.org
//
// SPDX-FileCopyrightText: Copyright (c) 2021 Scott Shawcroft for Adafruit Industries
//
// SPDX-License-Identifier: MIT

#include "supervisor/board.h"
#include "hardware/gpio.h"

// Pocket Vegas: the console's receive pin (GP1, mpconfigboard.h) held idle by a pull-up. With
// nothing wired to it the pin would float, and noise read as bytes (a Ctrl-C among them would
// end the game).
void board_init(void) {
    gpio_pull_up(1);
}
