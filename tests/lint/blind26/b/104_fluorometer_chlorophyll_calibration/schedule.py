import jax.numpy as jnp


def warmup_cosine(step, base=0.3, warmup=20, total=120):
    if step < warmup:
        return base * (step + 1) / warmup
    progress = (step - warmup) / (total - warmup)
    return base * 0.5 * (1 + jnp.cos(jnp.pi * jnp.minimum(progress, 1.0)))
