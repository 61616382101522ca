import numpy as np

from forecaster import ExpSmoothingForecaster


def history_for(day, rng):
    h = np.arange(24 * 7)
    return (800 + 200 * np.sin(2 * np.pi * (h - 7) / 24) + 10 * day + 15 * rng.standard_normal(h.size)).astype(np.float32)


def main():
    rng = np.random.default_rng(10)
    for day in range(5):
        model = ExpSmoothingForecaster(alpha=0.3, gamma=0.2)
        nxt, fitted = model.forecast(history_for(day, rng))
        print(day, np.round(np.asarray(nxt[:4]), 1))


if __name__ == "__main__":
    main()
