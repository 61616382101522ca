import jax.numpy as jnp


def poly_lr(step, base_lr=0.05, total_steps=100, power=0.9):
    return base_lr * (1.0 - jnp.minimum(step, total_steps) / total_steps) ** power
