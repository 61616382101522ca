import jax.numpy as jnp


def warmup_cosine(step, total, warmup, peak):
    step = jnp.asarray(step, dtype=jnp.float32)
    warm = peak * (step + 1) / warmup
    progress = (step - warmup) / max(total - warmup, 1)
    cosine = 0.5 * peak * (1 + jnp.cos(jnp.pi * progress))
    return jnp.where(step < warmup, warm, cosine)
