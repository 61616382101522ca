import jax
import jax.numpy as jnp


@jax.jit
def mmse_equalize_llr(y, h, noise_var):
    g = jnp.conj(h) / (jnp.abs(h) ** 2 + noise_var)
    z = g * y
    gain = jnp.real(g * h)
    nv_eff = gain * (1 - gain) + 1e-9
    llr_i = 2 * jnp.sqrt(2.0) * jnp.real(z) * gain / nv_eff
    llr_q = 2 * jnp.sqrt(2.0) * jnp.imag(z) * gain / nv_eff
    return jnp.stack([llr_i, llr_q], -1).reshape(-1)
