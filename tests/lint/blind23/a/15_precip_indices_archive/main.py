import numpy as np

from indices import daily_indices
from io_utils import read_precip


def main():
    totals = []
    for day in range(6):
        precip, scale = read_precip(day)
        total, wet, rx1h, sdii = daily_indices(precip, scale)
        totals.append(float(total.mean()))
    print(np.round(totals, 2))


if __name__ == "__main__":
    main()
