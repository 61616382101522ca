import jax.numpy as jnp
from flax import nnx


class CallCount(nnx.Variable):
    pass


class MonitoredMLP(nnx.Module):
    """MLP that records how many forward passes it has seen for activation logging."""

    def __init__(self, d_in, hidden, rngs):
        self.l1 = nnx.Linear(d_in, hidden, rngs=rngs)
        self.l2 = nnx.Linear(hidden, 1, rngs=rngs)
        self.forward_calls = CallCount(jnp.zeros((), jnp.int32))

    def __call__(self, x):
        self.forward_calls.value += 1
        h = nnx.relu(self.l1(x))
        return self.l2(h)
