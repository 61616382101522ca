import itertools

import jax
import numpy as np

from model import LagMLP, create_state, eval_mse, train_step

LAGS = 8
STEPS = 3
LEARNING_RATES = (1e-3, 3e-3)
WEIGHT_DECAYS = (0.0, 1e-4)


def windows(series, lags):
    X = np.lib.stride_tricks.sliding_window_view(series[:-1], lags).astype(np.float32)
    return X, series[lags:].astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    t = np.arange(400)
    series = np.sin(2 * np.pi * t / 50) + 0.1 * rng.standard_normal(t.size)
    X, y = windows(series, LAGS)
    split = int(0.8 * len(y))
    model = LagMLP()
    results = {}
    for lr, wd in itertools.product(LEARNING_RATES, WEIGHT_DECAYS):
        state = create_state(model, jax.random.PRNGKey(0), LAGS, lr, wd)
        for _ in range(STEPS):
            state, _ = train_step(state, X[:split], y[:split])
        results[(lr, wd)] = float(eval_mse(state, X[split:], y[split:]))
    best = min(results, key=results.get)
    print("validation mse:", {k: round(v, 4) for k, v in results.items()})
    print("best (lr, wd):", best)


if __name__ == "__main__":
    main()
