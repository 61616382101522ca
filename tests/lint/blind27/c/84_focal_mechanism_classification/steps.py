import jax.numpy as jnp
import optax
from flax import nnx


@nnx.jit
def fm_train_step(model, opt, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()
    loss, g = nnx.value_and_grad(loss_fn)(model)
    opt.update(model, g)
    return loss


@nnx.jit
def fm_eval_step(model, x, y):
    return jnp.mean(jnp.argmax(model(x), -1) == y)
