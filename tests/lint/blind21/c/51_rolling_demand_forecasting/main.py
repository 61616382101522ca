import jax.numpy as jnp
import numpy as np

from forecaster import holt_fit


def main():
    rng = np.random.default_rng(5)
    history = jnp.asarray(100 + np.cumsum(rng.normal(1.0, 3.0, 20)), jnp.float32)
    alpha, beta = jnp.float32(0.4), jnp.float32(0.2)
    for week in range(6):
        forecast, sse = holt_fit(history, alpha, beta)
        actual = forecast + jnp.float32(rng.normal(0.0, 3.0))
        history = jnp.concatenate([history, actual[None]])
        print(f"week {week}: forecast {float(forecast):.1f}, in-sample mse {float(sse):.2f}")


if __name__ == "__main__":
    main()
