import numpy as np

from model import DrusenQuantifier


def main():
    rng = np.random.default_rng(0)
    q = DrusenQuantifier()
    for bscan in range(5):
        bm = np.full(128, 100.0, np.float32)
        rpe = bm - np.abs(rng.normal(0, 3, size=128)).astype(np.float32)
        print(bscan, round(float(q(rpe, bm)), 2))


if __name__ == "__main__":
    main()
