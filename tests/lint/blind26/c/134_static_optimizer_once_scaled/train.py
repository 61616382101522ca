from functools import partial
import jax
import jax.numpy as jnp
import optax


def loss_fn(params, x, y):
    logits = jnp.tanh(x @ params["w1"]) @ params["w2"]
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()


@partial(jax.jit, static_argnums=(0,))
def scaled_step(tx, params, opt_state, x, y, lr_scale):
    loss, g = jax.value_and_grad(loss_fn)(params, x, y)
    u, opt_state = tx.update(g, opt_state, params)
    u = jax.tree_util.tree_map(lambda v: v * lr_scale, u)
    return optax.apply_updates(params, u), opt_state, loss
