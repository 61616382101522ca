import jax
import jax.numpy as jnp


def harmonic_chain_forces(x, k=1.0):
    left = jnp.roll(x, 1, axis=0)
    right = jnp.roll(x, -1, axis=0)
    return -k * (2 * x - left - right)


@jax.jit
def baoab_step(x, v, key, dt, gamma, kT):
    v = v + 0.5 * dt * harmonic_chain_forces(x)
    x = x + 0.5 * dt * v
    c1 = jnp.exp(-gamma * dt)
    noise = jax.random.normal(key, v.shape)
    v = c1 * v + jnp.sqrt((1 - c1**2) * kT) * noise
    x = x + 0.5 * dt * v
    v = v + 0.5 * dt * harmonic_chain_forces(x)
    return x, v
