import jax
import jax.numpy as jnp
import numpy as np
import optax


@jax.jit
def micro_grads(params, x, y):
    def loss_fn(p):
        logits = jnp.tanh(x @ p["w1"]) @ p["w2"]
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).sum()

    return jax.value_and_grad(loss_fn)(params)


def accumulated_update(params, opt_state, tx, x, y, n_micro):
    total_loss, total_g = 0.0, None
    for xm, ym in zip(np.array_split(x, n_micro), np.array_split(y, n_micro)):
        l, g = micro_grads(params, xm, ym)
        total_loss += l
        total_g = g if total_g is None else jax.tree_util.tree_map(jnp.add, total_g, g)
    total_g = jax.tree_util.tree_map(lambda a: a / len(x), total_g)
    upd, opt_state = tx.update(total_g, opt_state)
    return optax.apply_updates(params, upd), opt_state, total_loss / len(x)
