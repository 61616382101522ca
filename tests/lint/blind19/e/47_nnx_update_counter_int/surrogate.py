import jax
import jax.numpy as jnp
import optax
from flax import nnx


class Surrogate(nnx.Module):
    def __init__(self, din, rngs):
        self.hidden = nnx.Linear(din, 32, rngs=rngs)
        self.out = nnx.Linear(32, 1, rngs=rngs)
        self.num_updates = 0

    def __call__(self, x):
        return self.out(nnx.gelu(self.hidden(x)))[:, 0]


@nnx.jit
def fit_step(model, optimizer, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    model.num_updates += 1
    return loss
