import jax
import jax.numpy as jnp
import optax

from schedule import lr_schedule


@jax.jit
def scheduled_step(params, x, y, step):
    lr = lr_schedule(step)

    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(jnp.tanh(x @ p["w1"]) @ p["w2"], y).mean()

    loss, g = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda w, d: w - lr * d, params, g), loss, lr
