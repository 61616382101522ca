import jax.numpy as jnp


def cluster_energy(pos):
    d = pos[:, None, :] - pos[None, :, :]
    r2 = jnp.sum(d * d, axis=-1) + jnp.eye(pos.shape[0])
    inv6 = (1.0 / r2) ** 3
    lj = 4.0 * (inv6 * inv6 - inv6) * (1.0 - jnp.eye(pos.shape[0]))
    return 0.5 * jnp.sum(lj)
