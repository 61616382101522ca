import numpy as np

from model import reef_box_hour
from state import ReefBox


def main():
    box = ReefBox.initial()
    for hour in range(72):
        light = max(0.0, np.sin(2 * np.pi * ((hour % 24) - 6) / 24))
        tide_flush = 0.08 if (hour // 6) % 2 == 0 else 0.02
        box = reef_box_hour(box, np.float32(light), np.float32(tide_flush))
        if hour % 12 == 11:
            print(f"hour {hour + 1}: DIC {float(box.dic):.1f}, TA {float(box.alk):.1f}, TA-DIC {float(box.alk - box.dic):.1f}")


if __name__ == "__main__":
    main()
