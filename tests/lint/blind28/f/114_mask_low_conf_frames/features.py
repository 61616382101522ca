import jax
import jax.numpy as jnp


@jax.jit
def weighted_trajectory_summary(frames, w):
    wrist = frames[:, 0, :]
    step_w = w[1:] * w[:-1]
    path = (jnp.linalg.norm(jnp.diff(wrist, axis=0), axis=-1) * step_w).sum()
    mean = (frames * w[:, None, None]).sum(0) / w.sum()
    var = (((frames - mean) ** 2) * w[:, None, None]).sum(0) / w.sum()
    return jnp.stack([path, jnp.sqrt(var).mean()])
