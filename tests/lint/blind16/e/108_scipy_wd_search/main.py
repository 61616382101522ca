import numpy as np

from objective import train_and_validate
from tuner import tune_weight_decay

DEFAULT_WEIGHT_DECAY = 1e-4


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(60, 20)).astype(np.float32)
    w_true = np.zeros(20, np.float32)
    w_true[:3] = [1.0, -2.0, 0.5]
    y = (x @ w_true + 0.5 * rng.normal(size=60)).astype(np.float32)
    data = (x[:30], y[:30], x[30:], y[30:])

    baseline = float(train_and_validate(*data, DEFAULT_WEIGHT_DECAY))
    best_wd, best_val = tune_weight_decay(data)
    print(f"baseline val={baseline:.4f}; tuned wd={best_wd:.2e} val={best_val:.4f}")


if __name__ == "__main__":
    main()
