import numpy as np
import jax.numpy as jnp

from config import ARConfig
from forecaster import RollingForecaster


def simulate_prices(n=400, seed=7):
    rng = np.random.default_rng(seed)
    r = np.zeros(n)
    for t in range(2, n):
        r[t] = 0.5 * r[t - 1] - 0.2 * r[t - 2] + rng.normal(scale=0.01)
    return jnp.asarray(r, dtype=jnp.float32)


def main():
    returns = simulate_prices()
    model = RollingForecaster(ARConfig(order=4, horizon=3))
    window = 200
    for start in range(0, 150, 25):
        chunk = returns[start:start + window]
        coef = model.refit(chunk)
        fc = model.forecast(chunk, coef)
        print(f"window@{start}: in-sample mse {model.history[-1]:.2e}, next {np.asarray(fc).round(4)}")


if __name__ == "__main__":
    main()
