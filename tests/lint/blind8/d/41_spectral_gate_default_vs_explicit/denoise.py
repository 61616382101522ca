from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_fft", "hop"))
def spectral_gate(x, noise_floor, n_fft=128, hop=64):
    n_frames = 1 + (x.shape[-1] - n_fft) // hop
    idx = jnp.arange(n_fft)[None, :] + hop * jnp.arange(n_frames)[:, None]
    win = jnp.hanning(n_fft)
    spec = jnp.fft.rfft(x[idx] * win, axis=-1)
    mag = jnp.abs(spec)
    gain = jnp.clip(1.0 - noise_floor / (mag + 1e-8), 0.0, 1.0)
    frames = jnp.fft.irfft(spec * gain, n=n_fft, axis=-1) * win
    out = jnp.zeros(x.shape[-1]).at[idx].add(frames)
    norm = jnp.zeros(x.shape[-1]).at[idx].add(win**2)
    return out / jnp.maximum(norm, 1e-3)


def estimate_noise_floor(noise_clip, n_fft=128):
    return 2.0 * jnp.median(jnp.abs(jnp.fft.rfft(noise_clip[:n_fft] * jnp.hanning(n_fft))))


class StreamDenoiser:
    def __init__(self, noise_floor):
        self.noise_floor = noise_floor

    def process(self, block):
        return spectral_gate(block, self.noise_floor)
