import jax.numpy as jnp
from flax import nnx


class Stat(nnx.Variable):
    pass


class Classifier(nnx.Module):
    def __init__(self, din, dout, rngs: nnx.Rngs):
        self.hidden = nnx.Linear(din, 64, rngs=rngs)
        self.head = nnx.Linear(64, dout, rngs=rngs)
        self.best_loss = Stat(jnp.array(jnp.inf, dtype=jnp.float32))
        self.steps_seen = Stat(jnp.array(0, dtype=jnp.int32))

    def __call__(self, x):
        return self.head(nnx.gelu(self.hidden(x)))

    def record(self, loss):
        self.steps_seen.value = self.steps_seen.value + 1
        self.best_loss.value = jnp.minimum(self.best_loss.value, loss)
