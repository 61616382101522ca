import jax.numpy as jnp


def sic_bias_loss(coeffs, tb_h, tb_v, sic_ref):
    # NASA-Team-like polarisation ratio retrieval with tunable tie-point coefficients
    pr = (tb_v - tb_h) / (tb_v + tb_h)
    sic = jnp.clip(coeffs[0] + coeffs[1] * pr + coeffs[2] * pr ** 2, 0.0, 1.0)
    return jnp.mean((sic - sic_ref) ** 2)
