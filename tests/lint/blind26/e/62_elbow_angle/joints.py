import jax
import jax.numpy as jnp


def elbow_angle(shoulder, elbow, wrist):
    a = shoulder - elbow
    b = wrist - elbow
    cos = jnp.dot(a, b) / (jnp.linalg.norm(a) * jnp.linalg.norm(b))
    return jnp.degrees(jnp.arccos(jnp.clip(cos, -1.0, 1.0)))


batched_elbow_angle = jax.jit(jax.vmap(elbow_angle))
