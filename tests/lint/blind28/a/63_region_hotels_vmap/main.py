import numpy as np

from model import forecast_region
from regions import REGIONS, region_history


def main():
    rng = np.random.default_rng(0)
    for region in REGIONS:
        nxt, _ = forecast_region(region_history(region, rng))
        print(f"{region:13s} next-week occupancy by hotel {np.round(np.asarray(nxt), 3)}")


if __name__ == "__main__":
    main()
