import jax
import jax.numpy as jnp


def local_field(spins):
    return (jnp.roll(spins, 1, 0) + jnp.roll(spins, -1, 0)
            + jnp.roll(spins, 1, 1) + jnp.roll(spins, -1, 1))


@jax.jit
def checkerboard_sweep(spins, key, temperature):
    n = spins.shape[0]
    parity = (jnp.arange(n)[:, None] + jnp.arange(n)[None, :]) % 2
    for color in (0, 1):
        key, sub = jax.random.split(key)
        dE = 2.0 * spins * local_field(spins)
        accept = jax.random.uniform(sub, spins.shape) < jnp.exp(-dE / temperature)
        spins = jnp.where((parity == color) & accept, -spins, spins)
    return spins


def magnetisation(spins):
    return jnp.abs(spins.mean())
