import jax
import jax.numpy as jnp


@jax.jit
def pooled_embedding(w, frames, mask):
    h = jnp.tanh(frames @ w)
    m = mask[:, None]
    n = m.sum()
    mean = (h * m).sum(0) / n
    std = jnp.sqrt((((h - mean) ** 2) * m).sum(0) / n + 1e-5)
    return jnp.concatenate([mean, std])
