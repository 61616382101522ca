import numpy as np

from layers import collapse_thin
from physics import surface_exchange


def main():
    h = np.array([20.0, 6.0, 3.5, 15.0, 30.0, 80.0], np.float32)
    t = np.array([18.0, 16.0, 15.5, 14.0, 12.0, 9.0], np.float32)
    for day in range(12):
        h, t = surface_exchange(h, t, np.float32(-150.0), np.float32(1.5))
        h, t = collapse_thin(np.asarray(h), np.asarray(t))
        print(f"day {day}: {int((h > 0).sum())} active layers, mixed layer {h[0]:.1f} m, SST {t[0]:.2f} C")


if __name__ == "__main__":
    main()
