"""Minimal random-walk Metropolis sampler with a pluggable log-density."""
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(0,), static_argnames=("n_steps",))
def rwm_chain(logdensity, key, init, step_size, n_steps=300):
    def step(carry, k):
        x, lp = carry
        k_prop, k_acc = jax.random.split(k)
        prop = x + step_size * jax.random.normal(k_prop, x.shape)
        lp_prop = logdensity(prop)
        accept = jnp.log(jax.random.uniform(k_acc)) < lp_prop - lp
        x = jnp.where(accept, prop, x)
        lp = jnp.where(accept, lp_prop, lp)
        return (x, lp), (x, accept)

    keys = jax.random.split(key, n_steps)
    _, (samples, accepted) = jax.lax.scan(step, (init, logdensity(init)), keys)
    return samples, accepted.mean()
