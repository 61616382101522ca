import numpy as np
import jax.numpy as jnp

from forecast import fit_ar3, one_step_forecast


def simulate_series(rng, n=160):
    y = np.zeros(n, dtype=np.float32)
    for t in range(3, n):
        y[t] = 0.6 * y[t - 1] - 0.2 * y[t - 2] + 0.1 * y[t - 3] + rng.normal(scale=0.5)
    return y


def backtest(series, start, horizon_points):
    errors = []
    for cutoff in horizon_points:
        history = jnp.asarray(series[:cutoff])
        coef = fit_ar3(history)
        pred = one_step_forecast(coef, history)
        errors.append(pred - float(series[cutoff]))
    return np.asarray(errors)


def main():
    rng = np.random.default_rng(6)
    series = simulate_series(rng)
    cutoffs = range(130, 160, 5)
    errors = backtest(series, 120, cutoffs)
    print("backtest folds:", len(errors), "MAE:", round(float(np.abs(errors).mean()), 4))


if __name__ == "__main__":
    main()
