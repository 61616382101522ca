import jax
import jax.numpy as jnp
from flax import nnx


class Temperature(nnx.Variable):
    pass


class PeriodNet(nnx.Module):
    def __init__(self, d_in, n_periods, rngs):
        self.body = nnx.Linear(d_in, 24, rngs=rngs)
        self.head = nnx.Linear(24, n_periods, rngs=rngs)
        self.temperature = Temperature(jnp.array(1.0))

    def __call__(self, x):
        logits = self.head(nnx.tanh(self.body(x)))
        return jax.nn.log_softmax(logits / self.temperature.value)
