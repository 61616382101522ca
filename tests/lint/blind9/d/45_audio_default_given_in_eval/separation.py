import jax
import jax.numpy as jnp

EPS = 1e-6


def stft_mag(wav, n_fft=128, hop=64):
    n_frames = 1 + (wav.shape[-1] - n_fft) // hop
    idx = jnp.arange(n_fft)[None, :] + hop * jnp.arange(n_frames)[:, None]
    return jnp.abs(jnp.fft.rfft(wav[..., idx] * jnp.hanning(n_fft), axis=-1))


@jax.jit
def masked_loss(gains, mix, target, eps=EPS):
    """Learn per-frequency gains that turn the mixture spectrum into the target's."""
    mix_mag = stft_mag(mix)
    tgt_mag = stft_mag(target)
    est = mix_mag * jax.nn.sigmoid(gains)
    return jnp.mean((jnp.log(est + eps) - jnp.log(tgt_mag + eps)) ** 2)


@jax.jit
def train_step(gains, mix, target, lr=2.0):
    loss, g = jax.value_and_grad(masked_loss)(gains, mix, target)
    return gains - lr * g, loss
