import equinox as eqx
import jax
import jax.numpy as jnp


class SiteCorrectedGMM(eqx.Module):
    coeffs: jax.Array
    site_terms: tuple

    def __call__(self, mag, logr, sta):
        terms = jnp.array(self.site_terms)
        return self.coeffs[0] + self.coeffs[1] * mag - self.coeffs[2] * logr + terms[sta]


@eqx.filter_jit
def site_residuals(model, mag, logr, sta, obs):
    return obs - model(mag, logr, sta)
