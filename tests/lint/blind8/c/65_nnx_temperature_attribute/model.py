import jax
import jax.numpy as jnp
from flax import nnx


class ScoringHead(nnx.Module):
    def __init__(self, dim, n_labels, rngs):
        self.proj = nnx.Linear(dim, n_labels, rngs=rngs)
        self.temperature = 1.0

    def __call__(self, x):
        return jax.nn.softmax(self.proj(x) / self.temperature, axis=-1)


@nnx.jit
def score(head, x):
    probs = head(x)
    return probs, jnp.argmax(probs, axis=-1)
