import jax.numpy as jnp
import numpy as np

from forecaster import holt_fit

WINDOW = 20


def push(window, value):
    return jnp.roll(window, -1).at[-1].set(value)


def main():
    rng = np.random.default_rng(5)
    window = jnp.asarray(100 + np.cumsum(rng.normal(1.0, 3.0, WINDOW)), jnp.float32)
    alpha, beta = jnp.float32(0.4), jnp.float32(0.2)
    for week in range(6):
        forecast, sse = holt_fit(window, alpha, beta)
        actual = forecast + jnp.float32(rng.normal(0.0, 3.0))
        window = push(window, actual)
        print(f"week {week}: forecast {float(forecast):.1f}, in-sample mse {float(sse):.2f}")


if __name__ == "__main__":
    main()
