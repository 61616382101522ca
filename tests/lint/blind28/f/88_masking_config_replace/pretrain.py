from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(3,))
def masked_frame_step(w, x, key, cfg):
    t = x.shape[1]
    n_spans = max(1, int(cfg.mask_ratio * t / cfg.span))
    starts = jax.random.randint(key, (x.shape[0], n_spans), 0, t - cfg.span)
    idx = jnp.arange(t)
    mask = ((idx[None, None, :] >= starts[..., None]) & (idx[None, None, :] < starts[..., None] + cfg.span)).any(1)

    def loss(w):
        inp = jnp.where(mask[..., None], 0.0, x)
        rec = jnp.tanh(inp @ w) @ w.T
        return jnp.sum(((rec - x) ** 2) * mask[..., None]) / jnp.maximum(mask.sum(), 1)

    l, g = jax.value_and_grad(loss)(w)
    return w - 0.01 * g, l
