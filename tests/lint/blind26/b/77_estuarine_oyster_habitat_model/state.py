from flax import struct
import jax.numpy as jnp


@struct.dataclass
class EstuaryState:
    salinity: jnp.ndarray   # per segment, psu
    chl: jnp.ndarray        # per segment, mg/m3
    oyster_biomass: jnp.ndarray

    @classmethod
    def initial(cls, n):
        return cls(salinity=jnp.linspace(2.0, 30.0, n, dtype=jnp.float32),
                   chl=jnp.full((n,), 8.0, dtype=jnp.float32),
                   oyster_biomass=jnp.full((n,), 50.0, dtype=jnp.float32))
