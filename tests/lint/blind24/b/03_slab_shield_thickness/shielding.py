import jax
import jax.numpy as jnp

# Taylor buildup parameters for water, ~1 MeV photons
A1, ALPHA1, ALPHA2 = 10.0, -0.104, 0.03
MU_WATER = 0.0707  # 1/cm


@jax.jit
def transmitted_dose(source_dose, thickness_cm, energies_mev):
    mu = MU_WATER * (energies_mev / 1.0) ** -0.45
    mux = mu * thickness_cm
    buildup = A1 * jnp.exp(-ALPHA1 * mux) + (1 - A1) * jnp.exp(-ALPHA2 * mux)
    return source_dose * buildup * jnp.exp(-mux)
