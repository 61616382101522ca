import jax
import jax.numpy as jnp


def ricker_at(t0, t, f0=4.0):
    a = (jnp.pi * f0 * (t - t0)) ** 2
    return (1 - 2 * a) * jnp.exp(-a)


def synthetic_gather(origin_times, t):
    batched = jax.jit(jax.vmap(ricker_at, in_axes=(0, None)))
    return batched(origin_times, t)
