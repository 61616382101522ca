import numpy as np

from cycle import run_cycles


def main():
    rng = np.random.default_rng(0)
    n, m = 40, 10
    H = np.zeros((m, n), np.float32)
    H[np.arange(m), rng.choice(n, m, replace=False)] = 1.0
    x0 = rng.normal(size=n).astype(np.float32)
    obs = [rng.normal(size=m).astype(np.float32) for _ in range(6)]
    xa = run_cycles(x0, obs, H, np.full(n, 1.0, np.float32), np.full(m, 0.25, np.float32))
    print(float(xa.mean()))


if __name__ == "__main__":
    main()
