import jax.numpy as jnp
import optax
from flax import nnx


class ProbeNet(nnx.Module):
    def __init__(self, rngs):
        self.body = nnx.Linear(4, 32, rngs=rngs)
        self.head = nnx.Linear(32, 3, rngs=rngs)

    def __call__(self, x):
        return self.head(nnx.tanh(self.body(x)))


def make_optimizer(model, lr=3e-3):
    return nnx.Optimizer(model, optax.adam(lr), wrt=nnx.Param)


@nnx.jit
def train_step(model, optimizer, x, y, w):
    def loss_fn(m):
        ce = optax.softmax_cross_entropy_with_integer_labels(m(x), y)
        return jnp.sum(w * ce) / jnp.sum(w)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


@nnx.jit
def least_confidence(model, x):
    return 1.0 - nnx.softmax(model(x)).max(-1)
