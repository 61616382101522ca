import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("max_len",))
def lm_loss_and_grad(params, tokens, max_len):
    tokens = tokens[:, :max_len]

    def loss(p):
        h = p["embed"][tokens[:, :-1]]
        logits = h @ p["embed"].T
        tgt = tokens[:, 1:]
        mask = (tgt != 0).astype(jnp.float32)
        ll = jnp.take_along_axis(jax.nn.log_softmax(logits), tgt[..., None], -1)[..., 0]
        return -jnp.sum(ll * mask) / jnp.maximum(mask.sum(), 1.0)

    return jax.value_and_grad(loss)(params)
