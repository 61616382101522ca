import flax.struct
import jax
import jax.numpy as jnp


@flax.struct.dataclass
class PGPEState:
    mu: jax.Array
    sigma: jax.Array
    generation: jax.Array = flax.struct.field(default_factory=lambda: jnp.zeros((), jnp.int32))
