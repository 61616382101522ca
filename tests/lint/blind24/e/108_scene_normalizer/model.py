import jax.numpy as jnp
from flax import nnx


class SceneNormalizer(nnx.Module):
    """Tracks running luma statistics of incoming frames for auto-exposure."""

    def __init__(self, rngs):
        self.proj = nnx.Linear(3, 3, rngs=rngs)
        self.mean = nnx.BatchStat(jnp.zeros(3))
        self.frames_seen = 0

    def __call__(self, frame):
        m = frame.reshape(-1, 3).mean(axis=0)
        decay = 1.0 / (self.frames_seen + 1)
        self.mean.value = (1 - decay) * self.mean.value + decay * m
        self.frames_seen += 1
        return self.proj(frame - self.mean.value)


@nnx.jit
def normalize_frame(model, frame):
    return model(frame)
