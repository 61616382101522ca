from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from config import PROTOCOL


@partial(jax.jit, static_argnames="n_harmonics")
def gait_harmonic_ratio(acc_v, stride_len, n_harmonics):
    spec = jnp.abs(jnp.fft.rfft(acc_v))
    idx = jnp.arange(1, 2 * n_harmonics + 1) * (acc_v.shape[0] // stride_len)
    amps = spec[idx]
    return jnp.sum(amps[1::2]) / jnp.sum(amps[0::2])


rng = np.random.default_rng(64)
for trial in range(6):
    mode = "walk" if trial % 2 == 0 else "run"
    t = np.arange(1024)
    acc = (np.sin(2 * np.pi * t / 128) + 0.3 * np.sin(2 * np.pi * t / 64) + rng.normal(0, 0.1, 1024)).astype(np.float32)
    print(mode, "harmonic ratio", round(float(gait_harmonic_ratio(acc, 128, n_harmonics=PROTOCOL[mode])), 3))
