from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_days",))
def simulate_month(key, s0, mu, sigma, n_days):
    dt = 1.0 / 252
    z = jax.random.normal(key, (n_days, s0.shape[0]))

    def step(s, eps):
        s = s * jnp.exp((mu - 0.5 * sigma ** 2) * dt + sigma * jnp.sqrt(dt) * eps)
        return s, s

    s_end, path = jax.lax.scan(step, s0, z)
    return s_end, jnp.min(path, axis=0)
