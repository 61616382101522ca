import jax.numpy as jnp
import optax
from flax import nnx


@nnx.jit
def brett_train_step(model, optimizer, x, y):
    def loss_fn(m):
        return optax.sigmoid_binary_cross_entropy(m(x), y).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


@nnx.jit
def brett_eval_step(model, x, y):
    logits = model(x)
    return jnp.mean((logits > 0) == (y > 0.5))
