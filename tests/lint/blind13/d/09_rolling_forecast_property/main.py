"""Rolling-origin backtest of a Holt forecaster on synthetic demand data."""
import jax.numpy as jnp
import numpy as np

from tsmodels import HoltForecaster

HISTORY = 48
HORIZON = 6


def demand_series(n, seed=0):
    rng = np.random.default_rng(seed)
    t = np.arange(n)
    return (20 + 0.2 * t + 3 * np.sin(2 * np.pi * t / 12) + rng.normal(0, 1, n)).astype(np.float32)


def main():
    series = demand_series(120)
    model = HoltForecaster(alpha=0.4, beta=0.1, horizon=HORIZON)
    errors = []
    for origin in range(HISTORY, HISTORY + 6 * HORIZON, HORIZON):
        history = jnp.asarray(series[origin - HISTORY:origin])
        pred = model.forecast_fn(history)
        actual = series[origin:origin + HORIZON]
        errors.append(float(np.mean(np.abs(np.asarray(pred) - actual))))
        print(f"origin {origin}: MAE {errors[-1]:.3f}")
    print(f"backtest MAE {np.mean(errors):.3f}")


if __name__ == "__main__":
    main()
