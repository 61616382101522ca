import jax
import jax.numpy as jnp


class SpectralResidualDetector:
    """Saliency via the spectral-residual method, applied to KPI windows."""

    def __init__(self, avg_len=3):
        self.avg_len = avg_len

    def _saliency(self, window):
        spec = jnp.fft.fft(window)
        log_amp = jnp.log(jnp.abs(spec) + 1e-8)
        kernel = jnp.ones(self.avg_len) / self.avg_len
        residual = log_amp - jnp.convolve(log_amp, kernel, mode="same")
        return jnp.abs(jnp.fft.ifft(jnp.exp(residual + 1j * jnp.angle(spec))))

    @property
    def saliency(self):
        return jax.jit(self._saliency)

    def score(self, window):
        s = self.saliency(window)
        return (s - s.mean()) / (s.std() + 1e-8)
