import numpy as np

from estimators import aipw

SPECS = {
    "default": {},
    "trimmed": {"trim": 0.05},
    "stabilized": {"stabilize": 1.0},
    "raw": {"trim": 0.001, "stabilize": 0.0},
}


def simulate(n=800, seed=101):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=n)
    e = 1 / (1 + np.exp(-x))
    t = (rng.uniform(size=n) < e).astype(np.float32)
    mu0 = x
    mu1 = x + 0.3
    y = np.where(t > 0, mu1, mu0) + rng.normal(size=n)
    return [a.astype(np.float32) for a in (y, t, e, mu0, mu1)]


def main():
    y, t, e, mu0, mu1 = simulate()
    for name, kwargs in SPECS.items():
        est, se = aipw(y, t, e, mu0, mu1, **kwargs)
        print(f"{name}: {float(est):.4f} ({float(se):.4f})")


if __name__ == "__main__":
    main()
