import jax
import jax.numpy as jnp

from eta import make_eta_fn, route_etas


class EtaService:
    def __init__(self, speed_kmh=38.0, stop_minutes=4.0):
        self.speed_kmh = speed_kmh
        self.stop_minutes = stop_minutes
        self._compiled = {}

    def _get(self, profile):
        if profile not in self._compiled:
            eta_fn = make_eta_fn(self.speed_kmh, self.stop_minutes)

            def route_plan(legs, stops):
                return route_etas(eta_fn, legs, stops)

            self._compiled[profile] = jax.jit(route_plan)
        return self._compiled[profile]

    def handle(self, request):
        fn = self._get(request.get("profile", "van"))
        legs = jnp.asarray(request["legs_km"], jnp.float32)
        stops = jnp.asarray(request["stops"], jnp.float32)
        return fn(legs, stops)
