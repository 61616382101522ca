from functools import partial

import jax
import optax

from net import net

opt = optax.adam(1e-3)


@partial(jax.jit, static_argnames="is_training")
def run_clip_batch(params, state, opt_state, x, y, is_training):
    def loss_fn(p):
        logits, new_state = net.apply(p, state, x, is_training)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (new_state, logits)

    if is_training:
        (loss, (state_out, logits)), g = jax.value_and_grad(loss_fn, has_aux=True)(params)
        upd, opt_state = opt.update(g, opt_state)
        params = optax.apply_updates(params, upd)
    else:
        loss, (_, logits) = loss_fn(params)
        state_out = state
    return params, state_out, opt_state, loss, (logits.argmax(-1) == y).mean()
