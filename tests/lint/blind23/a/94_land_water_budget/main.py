import numpy as np

from budget import land_water_budget
from masks import land_mask_from_file, land_mask_from_orography


def main():
    rng = np.random.default_rng(0)
    shape = (45, 90)
    orog = rng.normal(-500, 1500, shape).astype(np.float32)
    masks = {"orography": land_mask_from_orography(orog), "lsm_file": land_mask_from_file(shape)}
    for year in range(2001, 2004):
        P = rng.gamma(2, 1.5, shape).astype(np.float32)
        E = rng.gamma(2, 1.2, shape).astype(np.float32)
        for name, m in masks.items():
            print(year, name, round(float(land_water_budget(P, E, m)), 4))


if __name__ == "__main__":
    main()
