import numpy as np

from analysis import pressure_centroid
from domain import storm_cutout


def main():
    rng = np.random.default_rng(0)
    for t in range(6):
        field, bounds = storm_cutout(rng)
        clat, clon = pressure_centroid(field, bounds=bounds)
        print(t, bounds[:3:2], round(float(clat), 2), round(float(clon), 2))


if __name__ == "__main__":
    main()
