import numpy as np

from extent import sea_ice_extent
from sources import SHAPE, ice_mask_for_day


def main():
    rng = np.random.default_rng(0)
    lat = np.linspace(60, 85, SHAPE[0])
    w = np.cos(np.deg2rad(lat)).astype(np.float32)
    for day in range(0, 15):
        ext = sea_ice_extent(ice_mask_for_day(day, rng), 625.0 * 4, w)
        if day % 3 == 0:
            print(f"day {day}: extent {float(ext):.3f} million km2")


if __name__ == "__main__":
    main()
