import jax
import jax.numpy as jnp


@jax.jit
def entrain_and_heat(layers, heat_flux, wind_work):
    (h_top, t_top), rest = layers[0], layers[1:]
    # surface layer heating / cooling and wind-driven entrainment from the layer below
    t_top = t_top + heat_flux / (1025.0 * 3990.0 * h_top) * 86400.0
    new = [(h_top, t_top)]
    for i, (h, t) in enumerate(rest):
        e = jnp.minimum(wind_work / (1 + i) * 0.5, h * 0.6) if i == 0 else 0.0
        h_top_new = new[0][0] + e
        new[0] = (h_top_new, (new[0][0] * new[0][1] + e * t) / h_top_new)
        new.append((h - e, t))
    return new
