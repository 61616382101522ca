import numpy as np

from skill import ensemble_mean_rmse


def main():
    rng = np.random.default_rng(0)
    truth = rng.normal(size=(30, 30)).astype(np.float32)
    members = [(truth + rng.normal(0, 1, truth.shape)).astype(np.float32) for _ in range(10)]
    for k in (1, 2, 4, 6, 8, 10):
        print(k, round(float(ensemble_mean_rmse(members[:k], truth)), 3))


if __name__ == "__main__":
    main()
