from typing import Callable

import equinox as eqx
import jax.numpy as jnp


class HydroPlant(eqx.Module):
    head_m: jnp.ndarray
    efficiency: jnp.ndarray
    flow_limit: Callable

    def power_mw(self, flow_m3s):
        q = self.flow_limit(flow_m3s)
        return 9.81e-3 * self.efficiency * self.head_m * q


def with_daily_limit(plant, max_flow):
    return eqx.tree_at(lambda p: p.flow_limit, plant, lambda q: jnp.clip(q, 0.0, max_flow))
