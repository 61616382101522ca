import numpy as np

from files import FILE_ATTRS, open_series
from filters import godin_lowpass


def main():
    rng = np.random.default_rng(0)
    for attrs in FILE_ATTRS:
        temp, dt = open_series(attrs, rng)
        low = np.asarray(godin_lowpass(temp, dt_seconds=dt))
        mid = low[300:-300]
        print(f"{attrs['instrument']}: subtidal range {mid.max() - mid.min():.3f} C")


if __name__ == "__main__":
    main()
