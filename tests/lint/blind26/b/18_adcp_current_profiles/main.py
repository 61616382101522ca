import numpy as np

from adcp import read_ensembles
from shear import shear_stats

DEPLOYMENTS = ["shelf-2021-raw", "shelf-2021-proc", "canyon-2022-raw", "canyon-2022-proc"]


def main():
    rng = np.random.default_rng(9)
    for dep in DEPLOYMENTS:
        vel = read_ensembles(dep, rng)
        s, speed = shear_stats(vel, 2.0)
        print(f"{dep:18s} dtype={vel.dtype} max shear {float(s.max()):.4f} 1/s mean speed {float(speed.mean()):.3f} m/s")


if __name__ == "__main__":
    main()
