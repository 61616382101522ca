import dataclasses
from functools import partial

import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class FeatureSchema:
    names: tuple
    log_features: tuple
    clip: float

    def __post_init__(self):
        object.__setattr__(self, "names", tuple(self.names))
        object.__setattr__(self, "log_features", tuple(self.log_features))

    @property
    def log_mask(self):
        return tuple(n in self.log_features for n in self.names)


@partial(jax.jit, static_argnums=(1,))
def transform_rows(rows, schema):
    mask = jnp.array(schema.log_mask)
    x = jnp.where(mask, jnp.log1p(jnp.maximum(rows, 0.0)), rows)
    return jnp.clip(x, -schema.clip, schema.clip)
