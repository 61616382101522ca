import numpy as np

from domains import DOMAINS
from orography import slope_and_aspect


def main():
    rng = np.random.default_rng(0)
    for d in DOMAINS:
        h = np.cumsum(np.cumsum(rng.normal(0, 20, (d.ny, d.nx)), 0), 1).astype(np.float32)
        slope, aspect = slope_and_aspect(h, d.dx_km)
        print(d.name, round(float(slope.mean()), 2))


if __name__ == "__main__":
    main()
