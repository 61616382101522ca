import numpy as np

from sweep import run

SEEDS = [0, 1, 2, 3]


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(40, 5)).astype(np.float32)
    y = (x[:, 0] * x[:, 1] > 0).astype(np.int32)
    results = [run(seed, x, y) for seed in SEEDS]
    print("mean final loss", np.mean(results), "std", np.std(results))


if __name__ == "__main__":
    main()
