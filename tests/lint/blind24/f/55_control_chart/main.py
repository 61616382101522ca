from collections import deque

import numpy as np

from alarm import control_chart

WINDOW_DAYS = 14


def main():
    rng = np.random.default_rng(4)
    window = deque(maxlen=WINDOW_DAYS)
    for day in range(40):
        f1 = 2.845 + 0.01 * np.sin(2 * np.pi * day / 365) + rng.normal(0, 0.002)
        if day == 33:
            f1 -= 0.03
        if len(window) >= 3:
            z, alarm = control_chart(np.array(window, np.float32), np.float32(f1))
            if day % 5 == 0 or bool(alarm):
                print(f"day {day}: f1 {f1:.4f} Hz, z {float(z):6.2f}{'  ALARM' if bool(alarm) else ''}")
        window.append(f1)


if __name__ == "__main__":
    main()
