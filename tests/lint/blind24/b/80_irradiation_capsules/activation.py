import jax
import jax.numpy as jnp

AVOGADRO = 6.022e23


def end_of_irradiation_activity(mass_g, molar_mass, abundance, sigma_b, half_life_s, flux, t_irr_s):
    n_atoms = mass_g / molar_mass * AVOGADRO * abundance
    lam = jnp.log(2.0) / half_life_s
    return n_atoms * sigma_b * 1e-24 * flux * (1 - jnp.exp(-lam * t_irr_s))


def activities_for_batch(batch, flux, t_irr_s):
    per_sample = jax.vmap(end_of_irradiation_activity, in_axes=(0, 0, 0, 0, 0, None, None))
    return jax.jit(per_sample)(batch["mass"], batch["molar_mass"], batch["abundance"],
                               batch["sigma"], batch["half_life"], flux, t_irr_s)
