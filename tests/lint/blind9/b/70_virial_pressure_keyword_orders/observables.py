import jax
import jax.numpy as jnp


def wca_pair_force(d, r2):
    inv6 = (1.0 / r2) ** 3
    mag = 24.0 * (2.0 * inv6 ** 2 - inv6) / r2
    return jnp.where(r2 < 2.0 ** (1 / 3), mag, 0.0)[..., None] * d


@jax.jit
def virial_pressure(positions, velocities, box):
    n, dim = positions.shape
    d = positions[:, None] - positions[None]
    d = d - box * jnp.round(d / box)
    r2 = jnp.sum(d ** 2, -1) + jnp.eye(n)
    f = wca_pair_force(d, r2) * (1 - jnp.eye(n))[..., None]
    virial = 0.5 * jnp.sum(d * f)
    kinetic = jnp.sum(velocities ** 2)
    return (kinetic + virial) / (dim * box ** dim)
