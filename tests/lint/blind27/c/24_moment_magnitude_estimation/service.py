import jax
import jax.numpy as jnp


@jax.jit
def moment_magnitude(spectra, freqs, dist_km, rho=2700.0, vs=3500.0):
    omega0 = jnp.median(jnp.where(freqs < 1.0, spectra, jnp.nan), axis=-1)
    m0 = 4 * jnp.pi * rho * vs ** 3 * dist_km * 1e3 * omega0 / 0.55
    return (2.0 / 3.0) * (jnp.log10(m0) - 9.1)


class MagnitudeService:
    def __init__(self, freqs):
        self.freqs = freqs

    def handle(self, request):
        return moment_magnitude(spectra=request["spectra"], freqs=self.freqs,
                                dist_km=request["dist_km"])

    def handle_batch(self, requests):
        return [self.handle(r) for r in requests]
