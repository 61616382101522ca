import flax.struct
import jax
import numpy as np

@flax.struct.dataclass
class RegionInputs:
    rents: jax.Array
    vacancy: jax.Array
    region: str = flax.struct.field(pytree_node=False)

def load_region(name, seed, months=24):
    rng = np.random.default_rng(seed)
    rents = (1500 + np.cumsum(rng.normal(5, 10, months))).astype(np.float32)
    vacancy = rng.uniform(0.02, 0.08, months).astype(np.float32)
    return RegionInputs(rents=rents, vacancy=vacancy, region=name)
