import equinox as eqx
import jax.numpy as jnp


class EfficiencyCurve(eqx.Module):
    coeffs: jnp.ndarray   # log-log polynomial

    def __call__(self, e_kev):
        x = jnp.log(jnp.asarray(e_kev) / 1000.0)
        return jnp.exp(jnp.polyval(self.coeffs, x))


@eqx.filter_jit
def activities(curve, peak_energies_kev, net_areas, live_time_s, yields):
    eff = curve(jnp.array(peak_energies_kev))
    return net_areas / (eff * yields * live_time_s)
