import numpy as np

from trial import run_trial

HIDDEN_SIZES = (16, 32)
SEEDS = (0, 1, 2)


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 15)).astype(np.float32)
    y = (x[:, :3].sum(1) > 0).astype(np.float32)
    results = {}
    for hidden in HIDDEN_SIZES:
        results[hidden] = [run_trial(hidden, seed, (x, y)) for seed in SEEDS]
    print(results)


if __name__ == "__main__":
    main()
