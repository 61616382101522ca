import numpy as np

from calfiles import CAL_SHEETS, raw_counts
from convert import resistance_to_temp


def main():
    rng = np.random.default_rng(0)
    for serial, coeffs in CAL_SHEETS.items():
        r = raw_counts(serial, rng)
        t = np.asarray(resistance_to_temp(r, coeffs))
        print(f"{serial}: mean {t.mean():.3f} C, sd {t.std():.3f} C")


if __name__ == "__main__":
    main()
