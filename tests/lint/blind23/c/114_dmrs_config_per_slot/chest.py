import jax
import jax.numpy as jnp


@jax.jit
def dmrs_interpolate(h_dmrs, dmrs_pos, n_sym=14):
    # h_dmrs: (n_dmrs, n_sc) LS estimates on DMRS symbols; linear interpolation in time
    t = jnp.arange(n_sym)
    def interp_sc(col):
        return jnp.interp(t, dmrs_pos, col.real) + 1j * jnp.interp(t, dmrs_pos, col.imag)
    return jax.vmap(interp_sc, in_axes=1, out_axes=1)(h_dmrs)
