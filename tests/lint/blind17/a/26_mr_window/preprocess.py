import dataclasses
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


@dataclasses.dataclass(frozen=True)
class CTWindow:
    center: float = 40.0
    width: float = 400.0
    slices_seen: int = dataclasses.field(default=0, compare=False)
    max_hu_seen: float = dataclasses.field(default=-1024.0, compare=False)

    @partial(jax.jit, static_argnums=0)
    def __call__(self, hu):
        lo = self.center - self.width / 2
        x = (jnp.clip(hu, lo, lo + self.width) - lo) / self.width
        return x.astype(jnp.float32)

    def observe(self, hu):
        return dataclasses.replace(
            self,
            slices_seen=self.slices_seen + hu.shape[0],
            max_hu_seen=max(self.max_hu_seen, float(np.max(hu))),
        )
