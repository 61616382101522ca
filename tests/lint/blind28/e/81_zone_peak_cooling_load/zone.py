import jax.numpy as jnp


def zone_peak_load(params, weather):
    ua, shgc_a, q_int = params
    t_out, ghi = weather[:, 0], weather[:, 1]
    q = ua * (t_out - 24.0) + shgc_a * ghi / 1000.0 + q_int
    return jnp.max(q)
