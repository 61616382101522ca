import numpy as np

from features import kernel_shape_features
from segment import synthetic_tray, crops


def main():
    rng = np.random.default_rng(0)
    img, boxes = synthetic_tray(rng)
    for i, crop in enumerate(crops(img, boxes)):
        area, aspect, brightness = (float(v) for v in kernel_shape_features(crop))
        grade = "broken" if area < 70 else "whole"
        print(f"kernel {i}: area {area:.0f}px aspect {aspect:.2f} -> {grade}")


if __name__ == "__main__":
    main()
