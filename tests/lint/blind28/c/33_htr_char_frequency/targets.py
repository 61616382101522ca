from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="n_symbols")
def char_frequency_loss(logits, target_ids, n_symbols):
    onehot = jax.nn.one_hot(target_ids, n_symbols)
    freq = onehot.mean(axis=1)
    pred = jax.nn.softmax(logits[..., :n_symbols], axis=-1).mean(axis=1)
    return jnp.sum(freq * (jnp.log(freq + 1e-6) - jnp.log(pred + 1e-6)), axis=-1).mean()
