from functools import partial

import jax
import optax

from model import HergClassifier

model = HergClassifier()
tx = optax.adam(1e-3)


@partial(jax.jit, static_argnums=(4,))
def herg_train_step(params, opt_state, x, y, dropout_rate, key):
    def loss_fn(p):
        logits = model.apply(p, x, dropout_rate, False, rngs={"dropout": key})
        return optax.sigmoid_binary_cross_entropy(logits, y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def dropout_schedule(epoch, start=0.5, decay=0.1):
    return max(0.1, start - decay * epoch)
