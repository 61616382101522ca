import jax
import jax.numpy as jnp


def _neighbour_sum(s):
    return jnp.roll(s, 1, 0) + jnp.roll(s, -1, 0) + jnp.roll(s, 1, 1) + jnp.roll(s, -1, 1)


@jax.jit
def checkerboard_sweep(key, spins, beta):
    n = spins.shape[0]
    ii, jj = jnp.meshgrid(jnp.arange(n), jnp.arange(n), indexing="ij")
    for parity, k in zip((0, 1), jax.random.split(key)):
        mask = (ii + jj) % 2 == parity
        d_e = 2.0 * spins * _neighbour_sum(spins)
        flip = jax.random.uniform(k, spins.shape) < jnp.exp(-beta * d_e)
        spins = jnp.where(mask & flip, -spins, spins)
    return spins


@jax.jit
def accumulate(totals, spins):
    m = jnp.abs(spins.mean())
    e = -jnp.mean(spins * _neighbour_sum(spins)) / 2.0
    return {"m": totals["m"] + m, "m2": totals["m2"] + m ** 2, "e": totals["e"] + e}
