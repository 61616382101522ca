import jax.numpy as jnp
from flax import nnx


@nnx.jit
def gust_step(model, optimizer, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def anneal(model, epoch, n_epochs):
    model.noise_scale = 0.05 * (1.0 - epoch / n_epochs)
