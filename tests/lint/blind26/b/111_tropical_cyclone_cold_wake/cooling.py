import jax
import jax.numpy as jnp


@jax.jit
def mixed_layer_cooling(wind, active, sst0, mld0, t_thermocline):
    def hour(carry, inp):
        sst, mld = carry
        u10, on = inp
        ustar3 = (1.2 * 1.3e-3 * u10 ** 2 / 1025.0) ** 1.5
        dmld = on * 3600.0 * 2.0 * ustar3 / (9.81 * 2e-4 * jnp.maximum(sst - t_thermocline, 0.1) * mld) * 40.0
        mld_new = mld + dmld
        sst_new = (sst * mld + t_thermocline * dmld) / mld_new
        return (sst_new, mld_new), sst_new

    _, sst = jax.lax.scan(hour, (sst0, mld0), (wind, active))
    return sst
