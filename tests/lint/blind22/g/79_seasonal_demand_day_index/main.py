import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def seasonal_forecast(coefs, day_of_year, base):
    w = 2 * jnp.pi * day_of_year / 365.0
    season = coefs[0] * jnp.sin(w) + coefs[1] * jnp.cos(w) + coefs[2] * jnp.sin(2 * w)
    return base * jnp.exp(season)


def main():
    rng = np.random.default_rng(0)
    coefs = jnp.asarray([0.3, -0.1, 0.05], jnp.float32)
    base = jnp.asarray(rng.uniform(20, 80, 16), jnp.float32)
    for day in range(300, 307):
        fc = seasonal_forecast(coefs, day, base)
        print(day, round(float(fc.sum()), 1))


if __name__ == "__main__":
    main()
