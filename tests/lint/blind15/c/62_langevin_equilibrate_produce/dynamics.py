from functools import partial

import jax
import jax.numpy as jnp


def harmonic_chain_force(x, k=1.0):
    left = jnp.roll(x, 1, axis=0)
    right = jnp.roll(x, -1, axis=0)
    return k * (left + right - 2 * x)


@partial(jax.jit, static_argnames=("thermostat",))
def run_block(key, x, v, dt, gamma, kT, thermostat):
    def body(carry, k):
        x, v = carry
        v = v + 0.5 * dt * harmonic_chain_force(x)
        x = x + dt * v
        if thermostat:
            c = jnp.exp(-gamma * dt)
            v = c * v + jnp.sqrt((1 - c ** 2) * kT) * jax.random.normal(k, v.shape)
        v = v + 0.5 * dt * harmonic_chain_force(x)
        return (x, v), 0.5 * jnp.sum(v ** 2)
    (x, v), ke = jax.lax.scan(body, (x, v), jax.random.split(key, 100))
    return x, v, ke
