import numpy as np

from sweep import run_trial


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(32, 16, 42)).astype(np.float32)
    y = rng.integers(0, 10, 32).astype(np.int32)
    for dropout in (0.0, 0.1, 0.3):
        print(dropout, run_trial(dropout, x, y))


if __name__ == "__main__":
    main()
