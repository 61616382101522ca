import numpy as np

from files import FILE_ATTRS, open_velocity
from filters import pl33_lowpass


def main():
    rng = np.random.default_rng(0)
    for attrs in FILE_ATTRS:
        u, dt = open_velocity(attrs, rng)
        low = np.asarray(pl33_lowpass(u, dt_seconds=dt))[300:-300]
        print(f"{attrs['instrument']}: subtidal flow {low.mean():+.3f} m/s, range {low.max() - low.min():.3f}")


if __name__ == "__main__":
    main()
