import jax
import jax.numpy as jnp


def window_features(acc):
    # acc: [T, 3]
    mag = jnp.linalg.norm(acc, axis=-1)
    spec = jnp.abs(jnp.fft.rfft(mag - mag.mean()))
    return jnp.stack([mag.mean(), mag.std(), jnp.argmax(spec).astype(jnp.float32),
                      jnp.mean(jnp.abs(jnp.diff(mag)))])


def batch_features(windows):
    extract = jax.jit(jax.vmap(window_features))
    return extract(windows)
