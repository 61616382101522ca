import jax
import jax.numpy as jnp
from flax import nnx


class PhenolicNet(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(10, 24, rngs=rngs)
        self.l2 = nnx.Linear(24, 2, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.tanh(self.l1(x)))


def make_predictor(model):
    graphdef, state = nnx.split(model)

    @jax.jit
    def phenolic_predict(state, x):
        m = nnx.merge(graphdef, state)
        return m(x)

    return phenolic_predict, state
