import jax
import jax.numpy as jnp

FRAME, HOP = 256, 128


def init_embedder(key, n_bins=FRAME // 2 + 1, dim=16):
    return {"proj": jax.random.normal(key, (n_bins, dim)) / jnp.sqrt(n_bins)}


@jax.jit
def embed_segment(params, segment):
    n = 1 + (segment.shape[0] - FRAME) // HOP
    idx = jnp.arange(FRAME)[None, :] + HOP * jnp.arange(n)[:, None]
    spec = jnp.log1p(jnp.abs(jnp.fft.rfft(segment[idx] * jnp.hanning(FRAME), axis=-1)))
    emb = jnp.tanh(spec @ params["proj"]).mean(0)
    return emb / jnp.linalg.norm(emb)
