import jax
import jax.numpy as jnp

EFF = 0.25
FLOW_LPM = 50.0


@jax.jit
def airborne_concentration(alpha_cpm, radon_comp):
    net = jnp.maximum(alpha_cpm - radon_comp, 0.0)
    # Bq/m3 of long-lived alpha emitters collected on the filter, per minute sample
    conc = net / 60.0 / EFF / (FLOW_LPM / 1000.0)
    return conc, jnp.max(conc) > 40.0
