import jax.numpy as jnp


def warmup_linear_decay(step, base_lr=3e-3, warmup=4, total=12):
    warm = base_lr * (step + 1) / warmup
    decay = base_lr * jnp.maximum(0.0, (total - step) / (total - warmup))
    return jnp.where(step < warmup, warm, decay)
