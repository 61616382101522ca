import jax
import jax.numpy as jnp


def local_field(spins):
    return (jnp.roll(spins, 1, 0) + jnp.roll(spins, -1, 0)
            + jnp.roll(spins, 1, 1) + jnp.roll(spins, -1, 1))


@jax.jit
def checkerboard_sweep(spins, key, params):
    beta, field = params["beta"], params["field"]
    n = spins.shape[0]
    ii, jj = jnp.meshgrid(jnp.arange(n), jnp.arange(n), indexing="ij")
    for parity in (0, 1):
        key, sub = jax.random.split(key)
        dE = 2.0 * spins * (local_field(spins) + field)
        accept = jax.random.uniform(sub, spins.shape) < jnp.exp(-beta * dE)
        flip = accept & ((ii + jj) % 2 == parity)
        spins = jnp.where(flip, -spins, spins)
    return spins
