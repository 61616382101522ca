import jax
import jax.numpy as jnp

E_SI = 130e9      # Pa, biaxial-ish modulus used in-house
NU_SI = 0.28


@jax.jit
def wafer_bow_um(film_thickness_nm, film_stress_mpa, substrate_um=775.0):
    """Stoney equation bow for a 300 mm wafer, summed over the film stack."""
    ts = substrate_um * 1e-6
    tf = film_thickness_nm * 1e-9
    kappa = 6 * jnp.sum(film_stress_mpa * 1e6 * tf) * (1 - NU_SI) / (E_SI * ts ** 2)
    r = 0.150
    return kappa * r ** 2 / 2 * 1e6
