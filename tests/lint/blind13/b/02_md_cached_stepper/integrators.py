import functools

import jax
import jax.numpy as jnp

from forcefield import soft_sphere_energy


@functools.lru_cache(maxsize=None)
def get_langevin_stepper(dt, gamma, kT):
    force_fn = jax.grad(lambda x: -soft_sphere_energy(x))
    c1 = jnp.exp(-gamma * dt)
    c2 = jnp.sqrt((1.0 - c1 ** 2) * kT)

    def step(state, key):
        x, v = state
        v = v + 0.5 * dt * force_fn(x)
        x = x + 0.5 * dt * v
        v = c1 * v + c2 * jax.random.normal(key, v.shape)
        x = x + 0.5 * dt * v
        v = v + 0.5 * dt * force_fn(x)
        return x, v

    return jax.jit(step)
