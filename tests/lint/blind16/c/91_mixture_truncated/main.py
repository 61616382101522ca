import numpy as np

from gibbs import gibbs_sweep


def synthetic(rng, n=150):
    centers = np.array([[-2.0, 0.0], [2.0, 1.0], [0.0, -2.5]])
    idx = rng.integers(0, 3, n)
    return (centers[idx] + 0.5 * rng.standard_normal((n, 2))).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    x = synthetic(rng)
    z = np.zeros(len(x), dtype=int)
    for sweep in range(8):
        z = gibbs_sweep(x, z, rng)
        print(f"sweep {sweep}: {len(np.unique(z))} clusters")


if __name__ == "__main__":
    main()
