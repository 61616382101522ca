import jax
import jax.numpy as jnp


@jax.jit
def trajectory_summary(frames):
    wrist = frames[:, 0, :]
    path = jnp.linalg.norm(jnp.diff(wrist, axis=0), axis=-1).sum()
    spread = frames.std(axis=0).mean()
    return jnp.stack([path, spread])
