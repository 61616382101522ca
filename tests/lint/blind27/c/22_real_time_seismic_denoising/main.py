import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def wiener_denoise(trace, noise_psd):
    spec = jnp.fft.rfft(trace)
    power = jnp.abs(spec) ** 2
    gain = power / (power + noise_psd)
    return jnp.fft.irfft(spec * gain, n=trace.shape[0])


class StreamDenoiser:
    def __init__(self, n, alpha=0.2):
        self.alpha = alpha
        self.noise_psd = np.ones(n // 2 + 1, np.float32)

    def __call__(self, trace):
        out = wiener_denoise(trace, self.noise_psd)
        p = (np.abs(np.fft.rfft(trace)) ** 2).astype(np.float32)
        self.noise_psd = (1 - self.alpha) * self.noise_psd + self.alpha * p
        return out


rng = np.random.default_rng(22)
den = StreamDenoiser(3000)
for minute in range(6):
    trace = rng.normal(size=3000).astype(np.float32)
    trace[2000:2100] += 4.0
    print(minute, float(np.abs(den(trace)).max()))
