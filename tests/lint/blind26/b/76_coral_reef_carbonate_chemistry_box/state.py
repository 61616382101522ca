from flax import struct
import jax.numpy as jnp


@struct.dataclass
class ReefBox:
    dic: jnp.ndarray      # umol/kg
    alk: jnp.ndarray      # umol/kg
    temp: jnp.ndarray
    day: jnp.ndarray

    @classmethod
    def initial(cls):
        return cls(dic=jnp.array(1950.0), alk=jnp.array(2300.0), temp=jnp.array(27.0), day=jnp.array(0.0))
