import jax
import jax.numpy as jnp

# I-131 / I-133 dose-equivalent iodine in primary coolant
DCF_RATIO = jnp.array([1.0, 0.18, 0.0062, 0.033, 0.011])  # I-131..I-135 relative to I-131


@jax.jit
def dose_equivalent_iodine(concs_bq_g, letdown_flow, purification_eff):
    dei = jnp.sum(concs_bq_g * DCF_RATIO)
    removal_rate = letdown_flow * purification_eff / 2.5e8
    return dei, removal_rate
