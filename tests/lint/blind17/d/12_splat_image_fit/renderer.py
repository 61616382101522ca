import jax
import jax.numpy as jnp


def init_splats(key, n=8):
    k1, k2 = jax.random.split(key)
    return {
        "mu": jax.random.uniform(k1, (n, 2), minval=-0.8, maxval=0.8),
        "log_scale": jnp.full((n,), -2.0, dtype=jnp.float32),
        "color": 0.1 * jax.random.normal(k2, (n,)),
    }


def render(splats, coords):
    d2 = jnp.sum((coords[:, None, :] - splats["mu"][None]) ** 2, axis=-1)
    weights = jnp.exp(-d2 / jnp.exp(splats["log_scale"]))
    return weights @ splats["color"]
