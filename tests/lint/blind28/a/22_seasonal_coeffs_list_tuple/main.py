import jax
import jax.numpy as jnp
import numpy as np


def seasonal_design(t):
    w = 2 * jnp.pi * t / 365.0
    return jnp.stack([jnp.ones_like(t), jnp.sin(w), jnp.cos(w), jnp.sin(2 * w), jnp.cos(2 * w)], 1)


@jax.jit
def fit_season_step(coeffs, t, arrivals):
    def loss(c):
        trend, seasonal = c
        pred = trend * t / 365.0 + seasonal_design(t) @ seasonal
        return jnp.mean((pred - arrivals) ** 2)
    grads = jax.grad(loss)(coeffs)
    return tuple(c - 0.05 * g for c, g in zip(coeffs, grads))


def main():
    rng = np.random.default_rng(0)
    t = jnp.arange(730, dtype=jnp.float32)
    arrivals = 3.0 + 0.4 * t / 365 + 1.5 * jnp.sin(2 * jnp.pi * t / 365) + jnp.asarray(rng.normal(0, 0.3, 730), jnp.float32)
    coeffs = [jnp.float32(0.0), jnp.zeros(5)]
    for it in range(300):
        coeffs = fit_season_step(coeffs, t, arrivals)
    print("trend", float(coeffs[0]), "seasonal", np.round(np.asarray(coeffs[1]), 2))


if __name__ == "__main__":
    main()
