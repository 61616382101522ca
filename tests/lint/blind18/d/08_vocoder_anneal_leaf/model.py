import equinox as eqx
import jax
import jax.numpy as jnp


class TinyVocoder(eqx.Module):
    up: eqx.nn.ConvTranspose1d
    post: eqx.nn.Conv1d
    noise_scale: jax.Array

    def __init__(self, n_mels, hop, key, noise_scale=1.0):
        k1, k2 = jax.random.split(key)
        self.up = eqx.nn.ConvTranspose1d(n_mels, 8, kernel_size=hop, stride=hop, key=k1)
        self.post = eqx.nn.Conv1d(8, 1, kernel_size=3, padding=1, key=k2)
        self.noise_scale = jnp.asarray(noise_scale, jnp.float32)

    def __call__(self, mel, key):
        h = jax.nn.leaky_relu(self.up(mel))
        scale = jax.lax.stop_gradient(self.noise_scale)
        h = h + scale * 0.01 * jax.random.normal(key, h.shape)
        return jnp.tanh(self.post(h))[0]
