import equinox as eqx
import jax.numpy as jnp


class HydroPlant(eqx.Module):
    head_m: jnp.ndarray
    efficiency: jnp.ndarray
    max_flow: jnp.ndarray

    def power_mw(self, flow_m3s):
        q = jnp.clip(flow_m3s, 0.0, self.max_flow)
        return 9.81e-3 * self.efficiency * self.head_m * q


def with_daily_limit(plant, max_flow):
    return eqx.tree_at(lambda p: p.max_flow, plant, jnp.float32(max_flow))
