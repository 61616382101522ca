import jax
import jax.numpy as jnp
import optax

tx = optax.adam(1e-2)


def inbatch_softmax_loss(params, users, items):
    u = params["user"][users]
    v = params["item"][items]
    logits = u @ v.T / 0.1
    same_item = items[:, None] == items[None, :]
    is_diag = jnp.eye(items.shape[0], dtype=bool)
    logits = jnp.where(same_item & ~is_diag, -1e9, logits)
    labels = jnp.arange(items.shape[0])
    return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()


@jax.jit
def train_step(params, opt_state, users, items):
    loss, g = jax.value_and_grad(inbatch_softmax_loss)(params, users, items)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss
