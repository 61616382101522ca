import equinox as eqx
import jax.numpy as jnp


@eqx.filter_jit
def pairwise_energy(positions, n_active, softening=0.05):
    p = positions[:n_active]
    d = p[:, None, :] - p[None, :, :]
    r = jnp.sqrt(jnp.sum(d ** 2, -1) + softening ** 2)
    return -0.5 * jnp.sum(jnp.triu(1.0 / r, k=1))


def count_active(alive):
    return int(alive.sum())
