import jax
import jax.numpy as jnp


def grounding_line_flux(params, thickness_gl):
    # Schoof (2007) boundary-layer flux, per ensemble member
    a_glen, c_fric = params[0], params[1]
    n, m = 3.0, 1.0 / 3.0
    rho, rho_w, g = 917.0, 1028.0, 9.81
    coef = (a_glen * (rho * g) ** (n + 1) * (1 - rho / rho_w) ** n / (4 ** n * c_fric)) ** (1 / (m + 1))
    return coef * thickness_gl ** ((m + n + 3) / (m + 1)) * 31556926.0 ** (1 / (m + 1))


def _ensemble(params, thickness_gl):
    return jax.vmap(grounding_line_flux, in_axes=(0, None))(params, thickness_gl)


ensemble_flux = jax.jit(_ensemble)
