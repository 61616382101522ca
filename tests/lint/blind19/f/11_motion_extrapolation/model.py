import jax.numpy as jnp
from flax import nnx


class MotionPredictor(nnx.Module):
    def __init__(self, dim, fps, rngs):
        self.encoder = nnx.Linear(dim, dim, rngs=rngs)
        self.fps = fps

    def __call__(self, prev, curr):
        dt = 1.0 / self.fps
        velocity = (self.encoder(curr) - self.encoder(prev)) / dt
        return self.encoder(curr) + velocity * dt
