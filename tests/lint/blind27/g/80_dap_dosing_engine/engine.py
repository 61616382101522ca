import jax
import jax.numpy as jnp


def yan_requirement(brix, yan, strain_demand):
    # target YAN scales with sugar and strain nitrogen demand
    target = strain_demand * (150.0 + 10.0 * (brix - 20.0))
    return jnp.clip(target - yan, 0.0) / 0.21  # mg/L DAP


class DosingEngine:
    def __init__(self, max_tanks):
        spec = jax.ShapeDtypeStruct((max_tanks,), jnp.float32)
        self.max_tanks = max_tanks
        self.exe = jax.jit(yan_requirement).lower(spec, spec, spec).compile()

    def __call__(self, brix, yan, demand):
        return self.exe(brix, yan, demand)
