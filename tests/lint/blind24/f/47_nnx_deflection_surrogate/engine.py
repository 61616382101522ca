import jax.numpy as jnp
import optax
from flax import nnx


@nnx.jit
def fit_step(model, optimizer, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def validate(model, x, y):
    err = float(jnp.mean((model(x) - y) ** 2))
    if err < model.best_val:
        model.best_val = err
    return err
