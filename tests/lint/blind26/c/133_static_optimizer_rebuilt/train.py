from functools import partial
import jax
import jax.numpy as jnp
import optax


def loss_fn(params, x, y):
    logits = jnp.tanh(x @ params["w1"]) @ params["w2"]
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()


@partial(jax.jit, static_argnums=(0,))
def opt_step(tx, params, opt_state, x, y):
    loss, g = jax.value_and_grad(loss_fn)(params, x, y)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, loss


def make_optimizer(epoch, base=3e-3):
    return optax.adam(base * 0.7 ** epoch)
