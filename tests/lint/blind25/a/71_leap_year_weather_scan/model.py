import jax
import jax.numpy as jnp


@jax.jit
def winter_wheat_season(weather, vern_req, photo_sens):
    def day(state, w):
        vern, dev, biomass = state
        t, rad = w[0], w[1]
        vern = vern + jnp.where((t > 0.0) & (t < 8.0), 1.0, 0.0)
        vfac = jnp.clip(vern / vern_req, 0.0, 1.0)
        dev = dev + jnp.maximum(t, 0.0) * vfac / (1500.0 * photo_sens)
        biomass = biomass + jnp.where(dev < 1.0, 2.8 * rad * 0.5 * jnp.clip(dev * 3.0, 0.0, 1.0), 0.0)
        return (vern, dev, biomass), dev

    (vern, dev, biomass), _ = jax.lax.scan(day, (0.0, 0.0, 0.0), weather)
    return biomass, dev
