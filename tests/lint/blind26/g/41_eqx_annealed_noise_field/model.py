import equinox as eqx
import jax
import jax.numpy as jnp


class NoisyEncoder(eqx.Module):
    """Spectrogram-frame encoder trained with input noise augmentation."""
    mlp: eqx.nn.MLP
    noise_std: float

    def __init__(self, key, noise_std=0.5):
        self.mlp = eqx.nn.MLP(48, 4, 64, 2, key=key)
        self.noise_std = noise_std

    def __call__(self, x, key):
        x = x + self.noise_std * jax.random.normal(key, x.shape)
        return self.mlp(x)
