import jax.numpy as jnp
from flax import nnx


@nnx.jit
def fit_step(model, optimizer, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def train(model, optimizer, x, y, steps):
    for _ in range(steps):
        loss = fit_step(model, optimizer, x, y)
        model.last_loss = float(loss)
    return model.last_loss
