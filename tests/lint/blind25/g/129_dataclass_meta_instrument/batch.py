import dataclasses

import jax
import numpy as np


@jax.tree_util.register_dataclass
@dataclasses.dataclass
class HopSample:
    spectra: np.ndarray
    alpha_ref: np.ndarray
    instrument: str = dataclasses.field(metadata=dict(static=True))


def incoming_bales(rng, n=5):
    for i in range(n):
        s = HopSample(rng.normal(size=(20, 40)).astype(np.float32),
                      rng.uniform(8, 15, size=20).astype(np.float32), instrument="NIRS-DS2500")
        yield f"bale-{i:03d}", s
