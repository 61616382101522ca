from typing import Any

import jax
import jax.numpy as jnp
from flax import struct


@struct.dataclass
class SWAState:
    """Stochastic weight averaging: running mean of params since `start`."""
    params: Any
    swa_params: Any
    n_averaged: int = struct.field(pytree_node=False, default=0)

    def average(self):
        n = self.n_averaged
        swa = jax.tree.map(lambda a, p: (a * n + p) / (n + 1), self.swa_params, self.params)
        return self.replace(swa_params=swa, n_averaged=n + 1)
