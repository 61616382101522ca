from functools import partial

import jax
import jax.numpy as jnp

N_SAMPLES = 20000


@partial(jax.jit, static_argnames=("n",))
def failure_fraction(key, years, n=N_SAMPLES):
    """Monte Carlo limit state g = R(t) - S for a corroding RC girder (flexure)."""
    k1, k2, k3, k4 = jax.random.split(key, 4)
    fy = 500.0 * jnp.exp(0.07 * jax.random.normal(k1, (n,)))
    as0 = 2400.0 * (1 + 0.02 * jax.random.normal(k2, (n,)))
    rate = 0.02 * jnp.exp(0.3 * jax.random.normal(k3, (n,)))        # mm/yr penetration
    t_init = 12.0
    loss = jnp.clip(1 - (1 - 2 * rate * jnp.maximum(years - t_init, 0) / 20.0) ** 2, 0, 1)
    R = fy * as0 * (1 - loss) * 0.9 * 700 / 1e6                      # kNm
    S = 520.0 + 120.0 * jax.random.gumbel(k4, (n,)) * 0.35
    return jnp.mean(R - S < 0)
