import jax
import jax.numpy as jnp
from flax import nnx


class WinProbNet(nnx.Module):
    def __init__(self, n_in, rngs):
        self.l1 = nnx.Linear(n_in, 32, rngs=rngs)
        self.l2 = nnx.Linear(32, 1, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.relu(self.l1(x)))[:, 0]


@nnx.jit
def train_winprob(model, optimizer, x, y):
    def loss_fn(m):
        return jnp.mean((jax.nn.sigmoid(m(x)) - y) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


@nnx.jit
def eval_winprob(model, x, y):
    p = jax.nn.sigmoid(model(x))
    return jnp.mean((p > 0.5) == (y > 0.5))
