import numpy as np

from heatwaves import heatwave_days
from reanalysis import load_year_daily


def main():
    counts = {}
    for year in range(1995, 2005):
        tmax = load_year_daily(year)
        threshold = np.percentile(tmax, 90, axis=0).astype(np.float32)
        counts[year] = int(heatwave_days(tmax, threshold).sum())
    print(counts)


if __name__ == "__main__":
    main()
