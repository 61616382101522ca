import numpy as np

from analysis import diurnal_fit
from io_csv import make_csv, read_mooring_csv

INSTRUMENTS = [(5, False), (15, True), (25, False), (40, True), (60, False)]


def main():
    rng = np.random.default_rng(0)
    for depth, legacy in INSTRUMENTS:
        hours, temp = read_mooring_csv(make_csv(depth, rng, integer_logger=legacy))
        mean, amp = diurnal_fit(hours, temp)
        print(f"{depth:3d} m: mean {float(mean):.2f} C, diurnal amplitude {float(amp):.3f} C")


if __name__ == "__main__":
    main()
