import jax.numpy as jnp


def skyshine_dose(distances_m, source_mev_per_s, silo_height_m, roof_areal_density):
    # Brockhoff-style empirical fit for gamma skyshine from an open silo
    att = jnp.exp(-0.021 * roof_areal_density)
    geom = (silo_height_m / 10.0) ** 0.5
    return 2.5e-13 * source_mev_per_s * att * geom * jnp.exp(-distances_m / 250.0) / (distances_m / 100.0) ** 1.3
