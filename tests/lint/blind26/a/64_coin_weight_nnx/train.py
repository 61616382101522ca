import jax.numpy as jnp
from flax import nnx


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def run_epoch(model, optimizer, x, y, batch):
    losses = []
    for s in range(0, len(x), batch):
        losses.append(float(train_step(model, optimizer, x[s:s + batch], y[s:s + batch])))
    return sum(losses) / len(losses)
