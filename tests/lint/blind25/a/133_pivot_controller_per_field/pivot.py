import jax
import jax.numpy as jnp


class CenterPivot:
    def __init__(self, radius_m, n_spans):
        self.radius_m = radius_m
        self.n_spans = n_spans
        self._depths = jax.jit(self.span_depths)

    def span_depths(self, speed_pct, flow_lps, deficits):
        circumference = 2.0 * jnp.pi * self.radius_m * (jnp.arange(1, 9) / 8.0)
        hours = circumference / (3.0 * speed_pct / 100.0) / 3600.0
        applied = flow_lps * 3.6 * hours / (circumference * 40.0)
        return jnp.minimum(applied, deficits), applied - deficits

    def plan(self, speed_pct, flow_lps, deficits):
        return self._depths(speed_pct, flow_lps, deficits)
