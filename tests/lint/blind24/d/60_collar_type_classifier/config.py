import dataclasses
from functools import partial

import jax


@partial(jax.tree_util.register_dataclass, data_fields=["jitter", "label_smooth"], meta_fields=["n_classes"])
@dataclasses.dataclass(frozen=True)
class AugState:
    jitter: float
    label_smooth: float
    n_classes: int = 5  # collar: point, spread, button-down, mandarin, peter pan
