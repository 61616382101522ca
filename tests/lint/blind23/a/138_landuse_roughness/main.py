import numpy as np

from landuse import corine_like, modis_like
from roughness import effective_roughness


def main():
    rng = np.random.default_rng(0)
    for tile in range(4):
        for name, reader in (("corine", corine_like), ("modis", modis_like)):
            cls = reader((40, 40), rng)
            print(tile, name, round(float(effective_roughness(cls, 60.0)), 4))


if __name__ == "__main__":
    main()
