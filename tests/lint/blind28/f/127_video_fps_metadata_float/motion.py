import jax
import jax.numpy as jnp


@jax.jit
def palm_speed_profile(kp, fps):
    v = jnp.linalg.norm(jnp.diff(kp[:, 0, :], axis=0), axis=-1) * fps
    return jnp.stack([v.mean(), v.max(), jnp.argmax(v) / fps])
