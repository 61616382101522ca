import jax
import jax.numpy as jnp


def _log_pgv(coeffs, pd, tau_c, epi_km):
    a, b, c, d = coeffs
    return a + b * jnp.log10(pd) + c * tau_c - d * jnp.log10(epi_km)


class PGVPredictor:
    def __init__(self, coeffs):
        self.coeffs = jnp.asarray(coeffs, jnp.float32)
        self._fn = jax.jit(_log_pgv)

    def predict(self, pd, tau_c, epi_km):
        return self._fn(self.coeffs, pd, tau_c, epi_km)

    def recalibrate(self, coeffs):
        self.coeffs = jnp.asarray(coeffs, jnp.float32)
