import numpy as np

from estimators import ipw_ate

TRIM_LEVELS = [0, 0.01, 0.025, 0.05, 0.1]


def simulate(n=1000, seed=8):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=n)
    e = 1 / (1 + np.exp(-1.5 * x))
    t = (rng.uniform(size=n) < e).astype(np.float32)
    y = (x + 0.5 * t + rng.normal(size=n)).astype(np.float32)
    return y, t, e.astype(np.float32)


def main():
    y, t, e = simulate()
    for trim in TRIM_LEVELS:
        print(f"trim={trim}: ate={float(ipw_ate(y, t, e, trim)):.4f}")


if __name__ == "__main__":
    main()
