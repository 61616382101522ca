import jax.numpy as jnp


def planar_leg_fk(angles, thigh, shank):
    hip, knee = angles[..., 0], angles[..., 1]
    kx = thigh * jnp.sin(hip)
    ky = -thigh * jnp.cos(hip)
    ax = kx + shank * jnp.sin(hip - knee)
    ay = ky - shank * jnp.cos(hip - knee)
    return jnp.stack([ax, ay], axis=-1)
