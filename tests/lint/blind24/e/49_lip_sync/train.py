from functools import partial

import jax
import jax.numpy as jnp
import optax

opt = optax.adam(5e-3)


def sync_logits(params, audio_env, mouth_open):
    a = audio_env @ params["wa"]
    v = mouth_open @ params["wv"]
    return jnp.einsum("bd,bkd->bk", v, a)


@partial(jax.jit, static_argnums=(4,))
def sync_step(params, opt_state, audio_windows, mouth_open, epoch):
    # curriculum: widen the search range as training goes on
    max_shift = min(2 + 2 * epoch, audio_windows.shape[1] // 2)
    centre = audio_windows.shape[1] // 2
    windows = audio_windows[:, centre - max_shift:centre + max_shift + 1]

    def loss_fn(p):
        logits = sync_logits(p, windows, mouth_open)
        target = jnp.full((logits.shape[0],), max_shift)
        return optax.softmax_cross_entropy_with_integer_labels(logits, target).mean()

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss
