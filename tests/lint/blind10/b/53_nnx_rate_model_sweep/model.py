import jax.numpy as jnp
import optax
from flax import nnx


class ReactionRateNet(nnx.Module):
    def __init__(self, hidden, rngs: nnx.Rngs):
        self.l1 = nnx.Linear(2, hidden, rngs=rngs)
        self.l2 = nnx.Linear(hidden, 1, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.tanh(self.l1(x)))[:, 0]


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def build(hidden, lr, seed):
    model = ReactionRateNet(hidden, nnx.Rngs(seed))
    optimizer = nnx.Optimizer(model, optax.adam(lr), wrt=nnx.Param)
    return model, optimizer
