import numpy as np

from maps import site_mask, thickness_map
from stats import masked_uniformity

RECIPES = [{"name": "STD", "edge_excl_mm": 3.0}, {"name": "EE2", "edge_excl_mm": 2.0},
           {"name": "FLAT", "edge_excl_mm": 3.0, "blind_cols": 2}]


def main():
    rng = np.random.default_rng(0)
    for wafer in range(6):
        recipe = RECIPES[wafer % 3]
        mean, sig, rng_pct = masked_uniformity(thickness_map(wafer, rng), site_mask(recipe))
        print(f"wafer {wafer} [{recipe['name']}]: mean {float(mean):.1f} A, 1s {float(sig):.2f}%, range {float(rng_pct):.2f}%")


if __name__ == "__main__":
    main()
