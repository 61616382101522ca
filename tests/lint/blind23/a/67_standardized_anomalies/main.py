import numpy as np

from anomalies import standardized_anomaly
from climatology import CLIM


def main():
    rng = np.random.default_rng(1)
    for year in (2021, 2022):
        for month in range(1, 13):
            field = CLIM[month] + rng.normal(0.5, 2.0, CLIM[month].shape).astype(np.float32)
            anom = standardized_anomaly(field, month)
            if month % 6 == 0:
                print(year, month, float(anom.mean()))


if __name__ == "__main__":
    main()
