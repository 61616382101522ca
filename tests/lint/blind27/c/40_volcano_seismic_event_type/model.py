import jax.numpy as jnp
from flax import nnx


class EventTypeHead(nnx.Module):
    def __init__(self, rngs, temperature=1.0):
        self.body = nnx.Linear(16, 4, rngs=rngs)
        self.temperature = temperature

    def __call__(self, x):
        return self.body(x) / self.temperature


@nnx.jit
def type_probs(model, x):
    return nnx.softmax(model(x), axis=-1)
