import jax.numpy as jnp


def to_cartesian(angles):
    theta, phi = angles[:, 0], angles[:, 1]
    return jnp.stack([jnp.sin(theta) * jnp.cos(phi),
                      jnp.sin(theta) * jnp.sin(phi),
                      jnp.cos(theta)], axis=-1)


def coulomb_energy(angles):
    r = to_cartesian(angles)
    d = jnp.linalg.norm(r[:, None, :] - r[None, :, :] + jnp.eye(r.shape[0])[..., None], axis=-1)
    mask = 1.0 - jnp.eye(r.shape[0])
    return 0.5 * jnp.sum(mask / d)
