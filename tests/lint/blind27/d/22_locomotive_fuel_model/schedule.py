import jax.numpy as jnp


def warmup_cosine(step, total, base_lr=3e-2, warmup=20):
    warm = base_lr * (step + 1) / warmup
    prog = jnp.clip((step - warmup) / (total - warmup), 0.0, 1.0)
    cos = 0.5 * base_lr * (1 + jnp.cos(jnp.pi * prog))
    return jnp.where(step < warmup, warm, cos)
