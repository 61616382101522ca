import jax.numpy as jnp
from flax import nnx


class MotionPredictor(nnx.Module):
    def __init__(self, dim, rngs):
        self.encoder = nnx.Linear(dim, dim, rngs=rngs)

    def __call__(self, prev, curr, fps):
        dt = 1.0 / fps
        velocity = (self.encoder(curr) - self.encoder(prev)) / dt
        return self.encoder(curr) + velocity * dt
