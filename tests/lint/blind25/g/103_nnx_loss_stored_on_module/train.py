import jax.numpy as jnp
from flax import nnx


@nnx.jit
def crumb_step(model, optimizer, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def run_epoch(model, optimizer, x, y, bs=32):
    for i in range(0, len(x), bs):
        loss = crumb_step(model, optimizer, x[i:i + bs], y[i:i + bs])
    model.last_loss = round(float(loss), 4)
    return model.last_loss
