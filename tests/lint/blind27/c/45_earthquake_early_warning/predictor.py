import jax
import jax.numpy as jnp


class PGAPredictor:
    """Early-warning PGA predictor from the first seconds of P-wave amplitude."""

    def __init__(self, coeffs):
        self.coeffs = coeffs

    def _forward(self, pd, tau_c, epi_km):
        a, b, c, d = self.coeffs
        return a + b * jnp.log10(pd) + c * tau_c - d * jnp.log10(epi_km)

    def predict(self, pd, tau_c, epi_km):
        fn = jax.jit(self._forward)
        return fn(pd, tau_c, epi_km)
