import numpy as np

from pf import solve_snapshot


def main():
    rng = np.random.default_rng(311)
    for t in range(6):
        p = np.array([0.0, -0.3, -0.2, 0.1], np.float32) + rng.normal(0, 0.02, 4).astype(np.float32)
        p[0] = -p[1:].sum()
        th = solve_snapshot(p) if t % 2 == 0 else solve_snapshot(p, scale=0.9)
        print(t, np.round(np.asarray(th), 4))


if __name__ == "__main__":
    main()
