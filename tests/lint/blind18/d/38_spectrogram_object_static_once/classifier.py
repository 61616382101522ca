from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(2,))
def genre_logits(params, wav, frontend):
    n = 1 + (wav.shape[-1] - frontend.n_fft) // frontend.hop
    idx = jnp.arange(frontend.n_fft)[None] + frontend.hop * jnp.arange(n)[:, None]
    spec = jnp.abs(jnp.fft.rfft(wav[..., idx] * frontend.window, axis=-1)) ** frontend.power
    feats = jnp.log1p(spec).mean(axis=-2)
    return feats @ params["w"] + params["b"]
