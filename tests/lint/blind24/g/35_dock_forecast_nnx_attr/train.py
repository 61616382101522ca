import jax.numpy as jnp
from flax import nnx


@nnx.jit
def multi_step_update(model, optimizer, history, future):
    def loss_fn(m):
        pred = m(history)
        return jnp.mean((pred - future[:, :pred.shape[1]]) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss
