import jax.numpy as jnp

def learning_rate(cfg, step):
    return jnp.asarray(cfg.base_lr * cfg.decay ** (step // 10), dtype=jnp.float32)
