import numpy as np

from granules import granule_tiles
from ocx import process_granule


def main():
    for i, bands in granule_tiles(6):
        chl = np.asarray(process_granule(bands))
        print(f"tile {i}: median chl-a {np.median(chl):.3f} mg/m^3, 90th pct {np.percentile(chl, 90):.3f}")


if __name__ == "__main__":
    main()
