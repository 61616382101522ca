import numpy as np

from orchard import nightly_report

BLOCKS = [("B1", "apple"), ("B2", "pear"), ("B3", "cherry"), ("B4", "plum"), ("B5", "apple")]


def main():
    rng = np.random.default_rng(2)
    for block, crop in BLOCKS:
        temps = rng.normal(0.5, 2.2, size=(6, 12)).astype(np.float32)
        hours, tmin = nightly_report(crop, temps)
        print(f"{block} {crop:7s}: frost hours per sensor {hours.tolist()}, min {float(tmin.min()):.1f} C")


if __name__ == "__main__":
    main()
