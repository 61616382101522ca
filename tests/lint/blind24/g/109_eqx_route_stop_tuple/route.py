import equinox as eqx
import jax.numpy as jnp


class RouteCostModel(eqx.Module):
    stop_ids: tuple
    dwell_weight: jnp.ndarray

    def __call__(self, dwell_by_stop):
        idx = jnp.asarray(self.stop_ids)
        return self.dwell_weight * dwell_by_stop[idx].sum()


def build_routes(rng, n_network_stops=40):
    routes = {}
    for name in ["N1", "N2", "N3", "N4"]:
        stops = tuple(sorted(rng.choice(n_network_stops, 12, replace=False).tolist()))
        routes[name] = RouteCostModel(stops, jnp.float32(1.0))
    return routes
