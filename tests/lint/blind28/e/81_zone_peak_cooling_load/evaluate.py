import jax

from zone import zone_peak_load


def peak_loads(zone_params, weather):
    def all_zone_peaks(zp, w):
        return jax.vmap(zone_peak_load, in_axes=(0, None))(zp, w)

    return jax.jit(all_zone_peaks)(zone_params, weather)
