import jax
import jax.numpy as jnp


def stft_mag(x, n_fft=128, hop=32):
    n = 1 + (x.shape[-1] - n_fft) // hop
    idx = jnp.arange(n_fft)[None] + hop * jnp.arange(n)[:, None]
    return jnp.abs(jnp.fft.rfft(x[..., idx] * jnp.hanning(n_fft), axis=-1))


@jax.jit
def spectral_convergence(pred, target):
    p, t = stft_mag(pred), stft_mag(target)
    return jnp.linalg.norm(t - p) / (jnp.linalg.norm(t) + 1e-7)
