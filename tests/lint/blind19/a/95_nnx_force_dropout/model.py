import jax.numpy as jnp
import optax
from flax import nnx


class ForceNet(nnx.Module):
    def __init__(self, rngs, dropout=0.3):
        self.l1 = nnx.Linear(3, 32, rngs=rngs)
        self.drop = nnx.Dropout(dropout, rngs=rngs)
        self.l2 = nnx.Linear(32, 3, rngs=rngs)

    def __call__(self, x):
        return self.l2(self.drop(nnx.relu(self.l1(x))))


@nnx.jit
def train_step(model, optimizer, x, f):
    def loss_fn(m):
        return jnp.mean((m(x) - f) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def make_optimizer(model):
    return nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
