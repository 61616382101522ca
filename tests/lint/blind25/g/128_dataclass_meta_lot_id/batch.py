import dataclasses

import jax
import numpy as np


@jax.tree_util.register_dataclass
@dataclasses.dataclass
class LotSample:
    spectra: np.ndarray
    moisture_ref: np.ndarray
    lot_id: str = dataclasses.field(metadata=dict(static=True))


def incoming_lots(rng, n_lots=5):
    for i in range(n_lots):
        yield LotSample(
            spectra=rng.normal(size=(20, 40)).astype(np.float32),
            moisture_ref=rng.uniform(10, 14, size=20).astype(np.float32),
            lot_id=f"MALT-2025-{i:04d}",
        )
