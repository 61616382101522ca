import numpy as np

from fleet import REGION_UNITS, region_fleet
from supply import aggregate_offer_curve

PRICES = np.linspace(0, 150, 61).astype(np.float32)


def main():
    rng = np.random.default_rng(171)
    for year in range(2):
        for region in REGION_UNITS:
            pmax, a, b = region_fleet(rng, region)
            curve = np.asarray(aggregate_offer_curve(pmax, a, b, PRICES))
            print(year, region, round(float(curve[-1]), 1))


if __name__ == "__main__":
    main()
