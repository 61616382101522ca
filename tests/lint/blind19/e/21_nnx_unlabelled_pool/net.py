import jax
import jax.numpy as jnp
from flax import nnx


class Regressor(nnx.Module):
    def __init__(self, din, rngs):
        self.l1 = nnx.Linear(din, 32, rngs=rngs)
        self.mean = nnx.Linear(32, 1, rngs=rngs)
        self.log_var = nnx.Linear(32, 1, rngs=rngs)

    def __call__(self, x):
        h = nnx.relu(self.l1(x))
        return self.mean(h)[:, 0], self.log_var(h)[:, 0]


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        mu, lv = m(x)
        return jnp.mean(0.5 * lv + 0.5 * (y - mu) ** 2 / jnp.exp(lv))

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


@nnx.jit
def predicted_variance(model, x):
    _, lv = model(x)
    return jnp.exp(lv)
