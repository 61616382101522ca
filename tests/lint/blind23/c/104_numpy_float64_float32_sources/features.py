import jax
import jax.numpy as jnp


@jax.jit
def spectral_features(iq):
    x = iq[..., 0] + 1j * iq[..., 1]
    p = jnp.abs(jnp.fft.fft(x, axis=-1)) ** 2
    p = p / jnp.sum(p, axis=-1, keepdims=True)
    flatness = jnp.exp(jnp.mean(jnp.log(p + 1e-12), axis=-1)) / jnp.mean(p, axis=-1)
    amp = jnp.abs(x)
    kurt = jnp.mean(amp ** 4, axis=-1) / jnp.mean(amp ** 2, axis=-1) ** 2
    return jnp.stack([flatness, kurt], -1)
