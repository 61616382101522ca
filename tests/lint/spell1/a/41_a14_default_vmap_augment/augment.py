import jax
import jax.numpy as jnp


def _jitter(signal, key, scale=0.05):
    k1, k2 = jax.random.split(key)
    shift = jax.random.randint(k1, (), -3, 4)
    noise = scale * jax.random.normal(k2, signal.shape)
    return jnp.roll(signal, shift) + noise


def augment_batch(signals, key, transform=None):
    if transform is None:
        transform = jax.jit(jax.vmap(_jitter))
    keys = jax.random.split(key, signals.shape[0])
    return transform(signals, keys)
