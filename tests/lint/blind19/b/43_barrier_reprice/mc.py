from functools import partial

import jax
import jax.numpy as jnp

N_PATHS = 2000


@partial(jax.jit, static_argnums=(4,))
def down_and_out_put(key, spot, strike, barrier, n_days, vol=0.3, rate=0.01):
    dt = 1.0 / 252.0
    z = jax.random.normal(key, (n_days, N_PATHS))

    def step(carry, zt):
        s, alive = carry
        s = s * jnp.exp((rate - 0.5 * vol ** 2) * dt + vol * jnp.sqrt(dt) * zt)
        return (s, alive & (s > barrier)), None

    init = (jnp.full((N_PATHS,), spot), jnp.ones((N_PATHS,), dtype=bool))
    (s_T, alive), _ = jax.lax.scan(step, init, z)
    payoff = jnp.where(alive, jnp.maximum(strike - s_T, 0.0), 0.0)
    return jnp.exp(-rate * n_days * dt) * payoff.mean()
