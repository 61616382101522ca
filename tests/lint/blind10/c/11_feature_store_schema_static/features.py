from functools import partial

import jax
import jax.numpy as jnp


class FeatureSchema:
    def __init__(self, names, log_features, clip):
        self.names = tuple(names)
        self.log_features = tuple(log_features)
        self.clip = clip

    @property
    def log_mask(self):
        return tuple(n in self.log_features for n in self.names)


@partial(jax.jit, static_argnums=(1,))
def transform_rows(rows, schema):
    mask = jnp.array(schema.log_mask)
    x = jnp.where(mask, jnp.log1p(jnp.maximum(rows, 0.0)), rows)
    return jnp.clip(x, -schema.clip, schema.clip)
