import numpy as np

from backtest import rolling_backtest


def daily_visits(n=120, seed=0):
    rng = np.random.default_rng(seed)
    t = np.arange(n, dtype=np.float32)
    y = 100 + 15 * np.sin(2 * np.pi * t / 7) + 0.2 * t + 3 * rng.standard_normal(n)
    return t, ((y - y.mean()) / y.std()).astype(np.float32)


def main():
    t, y = daily_visits()
    mae = rolling_backtest(t, y, train_len=56, horizon=7, n_windows=6)
    print("MAE per window:", np.round(mae, 3), "overall", round(float(mae.mean()), 3))


if __name__ == "__main__":
    main()
