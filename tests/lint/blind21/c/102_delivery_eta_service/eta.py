import jax
import jax.numpy as jnp


def make_eta_fn(speed_kmh, stop_minutes):
    def eta(dist_km, n_stops):
        return 60.0 * dist_km / speed_kmh + stop_minutes * n_stops

    return eta


def route_etas(eta_fn, legs_km, stops):
    return jnp.cumsum(eta_fn(legs_km, stops))
