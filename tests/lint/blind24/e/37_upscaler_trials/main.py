import numpy as np

from sweep import run_trial


def main():
    rng = np.random.default_rng(0)
    high = rng.uniform(0, 1, (4, 32, 32)).astype(np.float32)
    low = high.reshape(4, 16, 2, 16, 2).mean(axis=(2, 4))
    results = {lr: run_trial(lr, low, high) for lr in [1e-3, 3e-3, 1e-2, 3e-2]}
    best = min(results, key=results.get)
    print(results, "best", best)


if __name__ == "__main__":
    main()
