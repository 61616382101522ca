from functools import partial

import jax
import optax


@partial(jax.jit, static_argnums=(0, 1))
def train_step(model, tx, params, opt_state, ids, labels, key):
    def loss_fn(p):
        logits = model.apply(p, ids, train=True, rngs={"dropout": key})
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss
