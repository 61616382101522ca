import jax
import jax.numpy as jnp


def local_field(spins, coupling):
    return coupling * (jnp.roll(spins, 1, 0) + jnp.roll(spins, -1, 0)
                       + jnp.roll(spins, 1, 1) + jnp.roll(spins, -1, 1))


def checkerboard_sweep(spins, key, beta, coupling=1.0):
    h, w = spins.shape
    parity = (jnp.arange(h)[:, None] + jnp.arange(w)[None, :]) % 2
    for color, k in zip((0, 1), jax.random.split(key)):
        delta_e = 2.0 * spins * local_field(spins, coupling)
        accept = jax.random.uniform(k, spins.shape) < jnp.exp(-beta * delta_e)
        spins = jnp.where((parity == color) & accept, -spins, spins)
    return spins


def magnetisation(spins):
    return jnp.abs(jnp.mean(spins))
