import jax.numpy as jnp
import optax
from flax import nnx


class RedshiftQualityNet(nnx.Module):
    """Predicts whether a pipeline redshift is reliable from spectral fit diagnostics."""

    def __init__(self, rngs):
        self.l1 = nnx.Linear(5, 32, rngs=rngs)
        self.drop = nnx.Dropout(0.3, rngs=rngs)
        self.l2 = nnx.Linear(32, 1, rngs=rngs)

    def __call__(self, x):
        return self.l2(self.drop(nnx.relu(self.l1(x))))[:, 0]


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return optax.sigmoid_binary_cross_entropy(m(x), y).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


@nnx.jit
def eval_step(model, x, y):
    return jnp.mean((model(x) > 0) == (y > 0.5))
