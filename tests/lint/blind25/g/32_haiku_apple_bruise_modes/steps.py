from functools import partial

import jax
import optax

from model import model

opt = optax.sgd(0.05, momentum=0.9)


@partial(jax.jit, static_argnames=("is_training",))
def bruise_forward(params, state, x, is_training):
    return model.apply(params, state, x, is_training)


@jax.jit
def bruise_update(params, state, opt_state, x, y):
    def loss_fn(p):
        logits, new_state = bruise_forward(p, state, x, is_training=True)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), new_state

    (loss, state), g = jax.value_and_grad(loss_fn, has_aux=True)(params)
    upd, opt_state = opt.update(g, opt_state, params)
    return optax.apply_updates(params, upd), state, opt_state, loss
