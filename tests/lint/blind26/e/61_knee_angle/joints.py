import jax.numpy as jnp


def knee_angle(hip, knee, ankle):
    a = hip - knee
    b = ankle - knee
    cos = jnp.dot(a, b) / (jnp.linalg.norm(a) * jnp.linalg.norm(b))
    return jnp.degrees(jnp.arccos(jnp.clip(cos, -1.0, 1.0)))
