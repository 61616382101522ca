from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(1,))
def log_band_spec(audio, spec_cfg):
    n = spec_cfg.n_fft
    frames = audio[: (audio.shape[0] // n) * n].reshape(-1, n) * jnp.hanning(n)
    power = jnp.abs(jnp.fft.rfft(frames, axis=-1)) ** 2
    lo, hi = int(spec_cfg.bins()[0]), int(spec_cfg.bins()[-1]) + 1
    return jnp.log(power[:, lo:hi] + 1e-8)
