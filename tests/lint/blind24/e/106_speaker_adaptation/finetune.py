from functools import partial

import jax
import jax.numpy as jnp
import optax


def speaker_loss(params, emb, spk):
    logits = emb @ params["proj"]
    return optax.softmax_cross_entropy_with_integer_labels(logits, spk).mean()


@partial(jax.jit, static_argnames=("tx",))
def adapt_step(params, opt_state, emb, spk, tx):
    loss, g = jax.value_and_grad(speaker_loss)(params, emb, spk)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss


def optimizer_for_epoch(epoch, base_lr=1e-2):
    return optax.sgd(base_lr * 0.5 ** epoch, momentum=0.9)
