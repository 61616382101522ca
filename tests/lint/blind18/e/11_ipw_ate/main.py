import numpy as np

from estimators import ipw_ate


def simulate(n=300, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=n)
    ps = 1 / (1 + np.exp(-0.8 * x))
    t = (rng.uniform(size=n) < ps).astype(np.int32)
    y = 2.0 * t + x + rng.normal(size=n)
    return y.astype(np.float32), t, ps.astype(np.float32)


def main():
    y, t, ps = simulate()
    rng = np.random.default_rng(1)
    est = []
    for b in range(5):
        idx = rng.integers(0, len(y), size=len(y))
        est.append(float(ipw_ate(y[idx], t[idx], ps[idx])))
    print("ATE", float(ipw_ate(y, t, ps)), "bootstrap se", np.std(est))


if __name__ == "__main__":
    main()
