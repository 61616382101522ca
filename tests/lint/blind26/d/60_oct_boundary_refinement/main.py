import numpy as np

from refine import refine_boundary, iterations_for


def bscan(seed):
    rng = np.random.default_rng(seed)
    true = (30 + 5 * np.sin(np.linspace(0, 3, 64))).astype(np.int32)
    cost = rng.uniform(size=(64, 64)).astype(np.float32)
    cost[true, np.arange(64)] = -1.0
    snr = float(rng.uniform(18, 34))
    return cost, np.full(64, 28, np.int32), true, snr


def main():
    for s in range(5):
        cost, init, true, snr = bscan(s)
        n = iterations_for(snr)
        b = refine_boundary(cost, init, n_iter=n)
        print(s, n, float(np.abs(np.asarray(b) - true).mean()))


if __name__ == "__main__":
    main()
