import numpy as np

from composite import gap_filled_mean
from satellite import cloudy_composite


def main():
    fallback = np.full((40, 40), 20.0, np.float32)
    for day in range(7):
        swaths = cloudy_composite(day)
        mean, count = gap_filled_mean(swaths, fallback)
        fallback = np.asarray(mean)
        print(day, int(np.isnan(swaths).sum()), float(mean.mean()))


if __name__ == "__main__":
    main()
