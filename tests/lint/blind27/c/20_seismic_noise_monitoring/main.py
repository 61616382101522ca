import jax
import jax.numpy as jnp
import numpy as np

from archive import GAIN, read_day


@jax.jit
def hourly_psd_level(trace):
    hours = trace.reshape(24, -1)
    hours = hours - hours.mean(axis=1, keepdims=True)
    spec = jnp.abs(jnp.fft.rfft(hours * jnp.hanning(hours.shape[1]), axis=1)) ** 2
    return 10 * jnp.log10(spec[:, 5:40].mean(axis=1) + 1e-20)


rng = np.random.default_rng(20)
for sta in GAIN:
    levels = hourly_psd_level(read_day(sta, rng))
    print(sta, np.round(np.asarray(levels[:4]), 1))
