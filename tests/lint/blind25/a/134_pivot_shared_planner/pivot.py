import jax
import jax.numpy as jnp


@jax.jit
def pivot_span_depths(radius_m, speed_pct, flow_lps, deficits):
    circumference = 2.0 * jnp.pi * radius_m * (jnp.arange(1, 9) / 8.0)
    hours = circumference / (3.0 * speed_pct / 100.0) / 3600.0
    applied = flow_lps * 3.6 * hours / (circumference * 40.0)
    return jnp.minimum(applied, deficits), applied - deficits


class PivotFleet:
    def __init__(self, radii):
        self.radii = radii

    def plan(self, name, speed_pct, flow_lps, deficits):
        return pivot_span_depths(self.radii[name], speed_pct, flow_lps, deficits)
