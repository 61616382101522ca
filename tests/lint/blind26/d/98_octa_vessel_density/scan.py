import dataclasses

import jax
import numpy as np


@jax.tree_util.register_dataclass
@dataclasses.dataclass
class AngioScan:
    flow: jax.Array
    structure: jax.Array
    protocol: str = dataclasses.field(metadata=dict(static=True))


def acquire(rng, protocol="3x3mm"):
    return AngioScan(
        flow=rng.gamma(2.0, 0.2, size=(64, 64)).astype(np.float32),
        structure=rng.uniform(size=(64, 64)).astype(np.float32),
        protocol=protocol,
    )
