import jax
import jax.numpy as jnp
import optax

tx = optax.adam(1e-2)


def inbatch_softmax_loss(params, users, candidates, pos_index):
    u = params["user"][users]
    v = params["item"][candidates]
    logits = u @ v.T / 0.1
    return optax.softmax_cross_entropy_with_integer_labels(logits, pos_index).mean()


@jax.jit
def train_step(params, opt_state, users, candidates, pos_index):
    loss, g = jax.value_and_grad(inbatch_softmax_loss)(params, users, candidates, pos_index)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss
