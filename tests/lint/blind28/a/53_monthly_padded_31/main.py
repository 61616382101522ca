import numpy as np

from calendar_data import month_grid
from kpi import month_occupancy


def main():
    rng = np.random.default_rng(0)
    for month in range(1, 13):
        rooms, valid = month_grid(2026, month, rng)
        mean, sellouts = month_occupancy(rooms, valid, 240.0)
        print(month, int(valid.sum()), round(float(mean), 3), int(sellouts))


if __name__ == "__main__":
    main()
