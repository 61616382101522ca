import jax
import jax.numpy as jnp


@jax.jit
def net_heat_flux(forcing, sst):
    ta, rh, u, sw = forcing["air_temp"], forcing["rel_humidity"], forcing["wind_speed"], forcing["shortwave"]
    es = 6.112 * jnp.exp(17.67 * sst / (sst + 243.5))
    ea = rh * 6.112 * jnp.exp(17.67 * ta / (ta + 243.5))
    qs, qa = 0.622 * es / 1013.0, 0.622 * ea / 1013.0
    latent = -1.2 * 2.5e6 * 1.2e-3 * u * (qs - qa)
    sensible = -1.2 * 1004.0 * 1.1e-3 * u * (sst - ta)
    longwave = -0.97 * 5.67e-8 * ((sst + 273.15) ** 4 - (ta + 273.15) ** 4) - 50.0
    return 0.94 * sw + longwave + latent + sensible
