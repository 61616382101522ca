import jax
import jax.numpy as jnp


def center_and_scale(frames):
    wrist = frames[:, :1, :]
    rel = frames - wrist
    span = jnp.linalg.norm(rel[:, 9, :], axis=-1, keepdims=True)[..., None]
    return rel / jnp.maximum(span, 1e-4)


def normalize_clip(frames):
    return jax.jit(center_and_scale)(frames)
