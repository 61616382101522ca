import itertools

import numpy as np

from gp import log_evidence

LENGTHSCALES = np.geomspace(0.5, 20.0, 4).astype(np.float32)
NOISES = np.array([0.01, 0.1], dtype=np.float32)


def glucose_trace(rng, n=48):
    t = np.sort(rng.uniform(0, 24, n)).astype(np.float32)
    y = np.sin(2 * np.pi * t / 8) + 0.3 * np.cos(2 * np.pi * t / 24) + 0.1 * rng.standard_normal(n)
    return t, (y - y.mean()).astype(np.float32)


def main():
    t, y = glucose_trace(np.random.default_rng(0))
    grid = {}
    for ls, noise in itertools.product(LENGTHSCALES, NOISES):
        grid[(float(ls), float(noise))] = float(log_evidence(t, y, ls, noise))
    best = max(grid, key=grid.get)
    print(f"evaluated {len(grid)} settings; best lengthscale {best[0]:.2f}, noise {best[1]:.2f}")


if __name__ == "__main__":
    main()
