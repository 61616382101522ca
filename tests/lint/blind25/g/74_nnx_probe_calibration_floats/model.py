import jax.numpy as jnp
from flax import nnx


class ViscosityHead(nnx.Module):
    """Predicts tomato ketchup Bostwick consistency from in-line probe readings."""

    def __init__(self, rngs):
        self.lin = nnx.Linear(4, 16, rngs=rngs)
        self.out = nnx.Linear(16, 1, rngs=rngs)

    def __call__(self, x):
        return self.out(nnx.tanh(self.lin(x)))[:, 0]


@nnx.jit
def calibrated_consistency(model, raw, offsets, gains):
    x = (raw - jnp.array(offsets)) * jnp.array(gains)
    return 6.0 + model(x)
