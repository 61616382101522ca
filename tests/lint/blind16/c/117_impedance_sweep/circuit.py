import jax
import jax.numpy as jnp


@jax.jit
def randles_impedance(s, params):
    r_s, r_ct, c_dl, sigma_w = params
    z_w = sigma_w / jnp.sqrt(s + 1e-12)
    z_faradaic = r_ct + z_w
    return r_s + z_faradaic / (1.0 + s * c_dl * z_faradaic)
