import jax
import jax.numpy as jnp
import numpy as np


def augment_on_host(spec, rng):
    """Cheap host-side augmentation: random continuum tilt."""
    tilt = 1 + 0.05 * rng.normal() * np.linspace(-1, 1, spec.shape[-1])
    return (spec * tilt).astype(np.float32)


def augment_on_device(spec, key):
    """Device-side augmentation: multiplicative noise."""
    return jnp.asarray(spec) * (1 + 0.01 * jax.random.normal(key, spec.shape))
