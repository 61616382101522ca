import jax.numpy as jnp
import optax
from flax import nnx


@nnx.jit
def absence_train_step(model, optimizer, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


@nnx.jit
def absence_eval_step(model, x, y):
    pred = model(x)
    return jnp.sum((pred - y) ** 2), jnp.sum(jnp.abs(pred - y))
