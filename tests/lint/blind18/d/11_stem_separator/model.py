import flax.linen as nn
import jax.numpy as jnp

from data import STEMS


class MaskNet(nn.Module):
    n_fft: int = 128

    @nn.compact
    def __call__(self, spec_mag):
        h = nn.relu(nn.Dense(64)(spec_mag))
        logits = nn.Dense(spec_mag.shape[-1] * len(STEMS))(h)
        logits = logits.reshape(*spec_mag.shape[:-1], len(STEMS), spec_mag.shape[-1])
        return nn.softmax(logits, axis=-2)


def stft_mag(x, n_fft=128, hop=64):
    n = 1 + (x.shape[-1] - n_fft) // hop
    idx = jnp.arange(n_fft)[None] + hop * jnp.arange(n)[:, None]
    return jnp.abs(jnp.fft.rfft(x[idx] * jnp.hanning(n_fft), axis=-1))
