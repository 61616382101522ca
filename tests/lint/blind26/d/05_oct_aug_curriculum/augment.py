import jax
import jax.numpy as jnp


def speckle(key, x, strength):
    noise = jax.random.gamma(key, 1.0 / (strength + 1e-3), x.shape) * (strength + 1e-3)
    return x * noise


def curriculum_strength(epoch, max_epochs, peak=0.3):
    return round(peak * min(1.0, (epoch + 1) / max_epochs), 3)
