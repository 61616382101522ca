import jax
import jax.numpy as jnp


@jax.jit
def time_shift_mask(key, spec):
    """SpecAugment-style time masking for spectrogram batches."""
    k1, k2 = jax.random.split(key)
    T = spec.shape[-1]
    start = jax.random.randint(k1, (spec.shape[0],), 0, T - 8)
    t = jnp.arange(T)
    mask = (t[None] >= start[:, None]) & (t[None] < start[:, None] + 8)
    shift = jax.random.randint(k2, (), -4, 5)
    return jnp.roll(jnp.where(mask[:, None, :], 0.0, spec), shift, axis=-1)
