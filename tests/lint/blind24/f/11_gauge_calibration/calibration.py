import jax.numpy as jnp

# quarter-bridge, gauge factor correction and lead-wire desensitisation
def apply_calibration(raw_mv, gain, offset, lead_r, gauge_r=350.0):
    desens = gauge_r / (gauge_r + lead_r)
    strain = (raw_mv - offset) * gain / desens
    detrended = strain - jnp.linspace(strain[0], strain[-1], strain.shape[0])
    return strain, jnp.std(detrended)
