import jax.numpy as jnp
from flax import nnx


class FrameScorer(nnx.Module):
    def __init__(self, rngs):
        self.conv1 = nnx.Conv(3, 8, kernel_size=(3, 3), strides=(2, 2), rngs=rngs)
        self.conv2 = nnx.Conv(8, 16, kernel_size=(3, 3), strides=(2, 2), rngs=rngs)
        self.head = nnx.Linear(16, 1, rngs=rngs)

    def __call__(self, x):
        x = nnx.relu(self.conv1(x))
        x = nnx.relu(self.conv2(x))
        return self.head(x.mean(axis=(1, 2)))[:, 0]


@nnx.jit
def score_frames(model, frames):
    return nnx.sigmoid(model(frames))
