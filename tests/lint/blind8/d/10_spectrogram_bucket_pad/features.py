import jax
import jax.numpy as jnp

FRAME = 64
HOP = 32


def _frames(signal):
    n_frames = 1 + (signal.shape[-1] - FRAME) // HOP
    idx = jnp.arange(FRAME)[None, :] + HOP * jnp.arange(n_frames)[:, None]
    return signal[..., idx]


@jax.jit
def log_spectrogram(batch, lengths):
    window = jnp.hanning(FRAME)
    frames = _frames(batch) * window
    power = jnp.abs(jnp.fft.rfft(frames, axis=-1)) ** 2
    # zero out frames that start past the end of each clip
    starts = HOP * jnp.arange(power.shape[1])
    valid = starts[None, :] + FRAME <= lengths[:, None]
    return jnp.where(valid[..., None], jnp.log1p(power), 0.0)
