import jax.numpy as jnp

BOX = 4.0


def soft_sphere_energy(positions, sigma=1.0, epsilon=1.0):
    dr = positions[:, None, :] - positions[None, :, :]
    dr = dr - BOX * jnp.round(dr / BOX)
    r = jnp.sqrt(jnp.sum(dr ** 2, axis=-1) + 1e-12)
    n = positions.shape[0]
    overlap = jnp.clip(1.0 - r / sigma, 0.0, None) * (1.0 - jnp.eye(n))
    return 0.5 * epsilon * jnp.sum(overlap ** 2)
