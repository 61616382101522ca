import jax
import jax.numpy as jnp


@jax.jit
def net_count_rate(gross_counts, count_time_s, bkg_cps):
    gross = gross_counts / count_time_s
    net = gross - bkg_cps
    sigma = jnp.sqrt(gross_counts) / count_time_s
    return net, sigma
