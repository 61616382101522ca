from functools import partial

import jax
import jax.numpy as jnp
import optax


@partial(jax.jit, static_argnames="tx")
def finetune_step(params, opt_state, x, y, tx):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(jnp.tanh(x @ p["w1"]) @ p["w2"], y).mean()

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss


def optimizer_for_epoch(epoch, base_lr=1e-3):
    return optax.adamw(base_lr * (0.5 ** epoch), weight_decay=1e-4)
