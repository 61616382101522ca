import jax
import jax.numpy as jnp


def init_levels(n_routes):
    return jnp.full((n_routes,), 50.0, jnp.float32), jnp.zeros((n_routes,), jnp.float32)


@jax.jit
def holt_update(level, trend, observed):
    alpha, beta = 0.3, 0.1
    new_level = alpha * observed + (1 - alpha) * (level + trend)
    new_trend = beta * (new_level - level) + (1 - beta) * trend
    return new_level, new_trend
