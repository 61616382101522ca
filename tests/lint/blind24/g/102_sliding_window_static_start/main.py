import jax.numpy as jnp
import numpy as np

from backtest import window_forecast_error


def main():
    rng = np.random.default_rng(0)
    t = np.arange(24 * 5)
    series = jnp.asarray(80 + 40 * np.sin(2 * np.pi * t / 24) + rng.normal(0, 5, len(t)), jnp.float32)
    errors = []
    for start in range(0, len(t) - 30, 12):
        errors.append(float(window_forecast_error(series, start)))
    print(len(errors), round(float(np.mean(errors)), 2))


if __name__ == "__main__":
    main()
