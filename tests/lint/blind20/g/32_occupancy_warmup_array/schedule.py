import jax.numpy as jnp


def warmup_cosine(step, base_lr=1e-3, warmup=3, total=8):
    warm = base_lr * (step + 1) / warmup
    progress = jnp.clip((step - warmup) / (total - warmup), 0.0, 1.0)
    cos = 0.5 * base_lr * (1.0 + jnp.cos(jnp.pi * progress))
    return jnp.where(step < warmup, warm, cos)
