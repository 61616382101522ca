from functools import partial

import jax
import jax.numpy as jnp
import optax


def forward(params, x):
    return jnp.tanh(x @ params["w1"]) @ params["w2"]


@partial(jax.jit, static_argnames="tx")
def ocr_step(params, opt_state, x, y, tx):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(forward(p, x), y).mean()

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss


def optimizer_for_epoch(epoch, base_lr=3e-3):
    return optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(base_lr * 0.7 ** epoch))
