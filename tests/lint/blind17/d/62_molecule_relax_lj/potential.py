import jax.numpy as jnp


def lennard_jones_energy(positions, sigma=1.0, epsilon=1.0):
    diff = positions[:, None, :] - positions[None, :, :]
    r2 = jnp.sum(diff ** 2, axis=-1) + jnp.eye(positions.shape[0])
    inv6 = (sigma ** 2 / r2) ** 3
    pair = 4.0 * epsilon * (inv6 ** 2 - inv6)
    mask = 1.0 - jnp.eye(positions.shape[0])
    return 0.5 * jnp.sum(pair * mask)
