import flax.struct
import jax
import numpy as np

@flax.struct.dataclass
class RentInputs:
    rents: jax.Array
    vacancy: jax.Array
    currency: str = flax.struct.field(pytree_node=False, default="USD")

def load_region(seed, months=24):
    rng = np.random.default_rng(seed)
    rents = (1500 + np.cumsum(rng.normal(5, 10, months))).astype(np.float32)
    return RentInputs(rents=rents, vacancy=rng.uniform(0.02, 0.08, months).astype(np.float32))
