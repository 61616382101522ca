import jax
import jax.numpy as jnp


@jax.jit
def per_100g(grams, comp, bake_loss):
    total = sum(grams.values())
    nutrients = sum(grams[k] / 100.0 * comp[k] for k in grams)
    return nutrients / (total * (1 - bake_loss)) * 100.0
