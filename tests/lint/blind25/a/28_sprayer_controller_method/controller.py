import jax
import jax.numpy as jnp


class VariableRateSprayer:
    def __init__(self, n_nozzles, target_l_ha):
        self.n_nozzles = n_nozzles
        self.target = jnp.float32(target_l_ha)
        self._rates = jax.jit(self.nozzle_rates)

    def nozzle_rates(self, weed_density, speed_kmh):
        demand = self.target * jnp.clip(weed_density / 0.2, 0.1, 1.5)
        lpm = demand * speed_kmh * 0.5 / 600.0
        return jnp.clip(lpm, 0.05, 1.8)

    def control(self, weed_density, speed_kmh):
        return self._rates(weed_density, speed_kmh)
