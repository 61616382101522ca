import jax
import numpy as np

from forecast import holt_forecast

HISTORY, HORIZON = 96, 12


def demand_series(rng, n):
    t = np.arange(n)
    return (50 + 0.2 * t + 5 * np.sin(2 * np.pi * t / 24) + rng.normal(0, 1.5, n)).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    y = demand_series(rng, 400)
    alpha, beta = 0.3, 0.05
    errors = []
    for cutoff in range(HISTORY, HISTORY + 6 * HORIZON, HORIZON):
        window = y[cutoff - HISTORY:cutoff]
        forecaster = jax.jit(lambda hist: holt_forecast(hist, alpha, beta, HORIZON))
        pred = np.asarray(forecaster(window))
        mae = float(np.abs(pred - y[cutoff:cutoff + HORIZON]).mean())
        errors.append(mae)
        print(f"cutoff {cutoff}: MAE {mae:.2f}")
    print(f"mean MAE {np.mean(errors):.2f}")


if __name__ == "__main__":
    main()
