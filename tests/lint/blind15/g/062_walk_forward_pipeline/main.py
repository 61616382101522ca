import numpy as np

from backtest import walk_forward


def main():
    rng = np.random.default_rng(0)
    y = np.zeros(200, np.float32)
    for t in range(2, 200):
        y[t] = 0.6 * y[t - 1] - 0.2 * y[t - 2] + rng.normal(0, 1)
    errs = walk_forward(y, start=100, step=20)
    print("folds:", len(errs), "MAE:", round(float(errs.mean()), 4))


if __name__ == "__main__":
    main()
