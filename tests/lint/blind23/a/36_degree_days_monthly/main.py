import numpy as np

from chunks import month_chunks
from energy import DegreeDayCalculator


def main():
    rng = np.random.default_rng(0)
    doy = np.arange(365)
    daily = (12 - 10 * np.cos(2 * np.pi * (doy - 15) / 365))[:, None] + rng.normal(0, 3, size=(365, 25))
    daily = daily.astype(np.float32)
    calc = DegreeDayCalculator()
    for month, chunk in month_chunks(2023, daily):
        hdd, cdd = calc.monthly(chunk)
        print(month, round(float(hdd.mean()), 1), round(float(cdd.mean()), 1))


if __name__ == "__main__":
    main()
