import numpy as np

from blend import blend_station_temps
from feeds import available_series

WEIGHTS = np.array([0.4, 0.2, 0.25, 0.15], dtype=np.float32)


def main():
    rng = np.random.default_rng(100)
    for day in range(7):
        series = available_series(rng, day)
        t = blend_station_temps(WEIGHTS, *series)
        print(day, len(series), round(float(t.mean()), 2))


if __name__ == "__main__":
    main()
