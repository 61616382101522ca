import numpy as np

from pf import dc_angles


def main():
    rng = np.random.default_rng(310)
    for t in range(6):
        p = np.array([0.0, -0.3, -0.2], np.float32) + rng.normal(0, 0.02, 3).astype(np.float32)
        p[0] = -p[1:].sum()
        if t % 2 == 0:
            th = dc_angles(p)
        else:
            th = dc_angles(p, slack=0)
        print(t, np.round(np.asarray(th), 4))


if __name__ == "__main__":
    main()
