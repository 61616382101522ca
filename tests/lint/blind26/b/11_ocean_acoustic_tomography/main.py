import numpy as np

from invert import damped_lsq
from rays import transmission


def main():
    rng = np.random.default_rng(5)
    for k in range(8):
        G, dt = transmission(k, rng)
        ds, rms = damped_lsq(G, dt, 1e3)
        c_anom = -1500.0 ** 2 * np.asarray(ds)
        print(f"tx {k}: {G.shape[0]} rays, rms {float(rms) * 1e3:.2f} ms, max |dc| {np.abs(c_anom).max():.2f} m/s")


if __name__ == "__main__":
    main()
