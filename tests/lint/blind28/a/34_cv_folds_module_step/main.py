import numpy as np

from cv import kfold, run_fold


def guest_spend(n=600, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 4)).astype(np.float32)
    y = (np.sin(x[:, 0]) + 0.5 * x[:, 1] * x[:, 2] + rng.normal(0, 0.2, n)).astype(np.float32)
    return x, y


def main():
    x, y = guest_spend()
    scores = [run_fold(x, y, tr, va, seed=k) for k, (tr, va) in enumerate(kfold(len(x), 6))]
    print("cv rmse", np.round(scores, 3), "mean", round(float(np.mean(scores)), 3))


if __name__ == "__main__":
    main()
