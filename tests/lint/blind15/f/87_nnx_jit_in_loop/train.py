import jax.numpy as jnp
import optax
from flax import nnx


def train_step(model, optimizer, x, y):
    def loss_fn(model):
        return optax.sigmoid_binary_cross_entropy(model(x), y).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def fit(model, optimizer, batches):
    losses = []
    for x, y in batches:
        step = nnx.jit(train_step)
        losses.append(float(step(model, optimizer, x, y)))
    return losses
