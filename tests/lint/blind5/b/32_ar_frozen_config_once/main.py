import numpy as np
import jax.numpy as jnp

from config import ARConfig
from forecaster import RollingForecaster


def simulate_returns(n=400, seed=7):
    rng = np.random.default_rng(seed)
    r = np.zeros(n)
    for t in range(2, n):
        r[t] = 0.5 * r[t - 1] - 0.2 * r[t - 2] + rng.normal(scale=0.01)
    return jnp.asarray(r, dtype=jnp.float32)


def main():
    returns = simulate_returns()
    model = RollingForecaster(ARConfig(order=4, horizon=3))
    for start in range(0, 150, 25):
        coef = model.refit(returns[start:start + 200])
        print(f"refit {model.n_refits}: mse {model.history[-1]:.2e} coef {np.asarray(coef).round(3)}")


if __name__ == "__main__":
    main()
