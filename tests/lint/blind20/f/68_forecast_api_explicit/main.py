import numpy as np

from forecast import HORIZON, backtest_error, seasonal_naive


def load_series(seed, n=24 * 8):
    rng = np.random.default_rng(seed)
    t = np.arange(n)
    return (5 + 2 * np.sin(2 * np.pi * t / 24) + 0.3 * rng.standard_normal(n)).astype(np.float32)


def main():
    for substation in range(3):
        series = load_series(substation)
        hist, actual = series[:-24], series[-24:]
        err = backtest_error(hist, actual)
        day_ahead = seasonal_naive(series[-len(hist):], horizon=HORIZON)
        print(f"substation {substation}: backtest MAE {float(err):.3f}, tomorrow peak {float(day_ahead.max()):.2f}")


if __name__ == "__main__":
    main()
