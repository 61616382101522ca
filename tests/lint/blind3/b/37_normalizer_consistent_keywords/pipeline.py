import numpy as np
import jax.numpy as jnp

from preprocess import fit_scaler, robust_scale


class TabularPipeline:
    def __init__(self, clip=4.0):
        self.clip = clip
        self.median = None
        self.iqr = None

    def fit(self, x):
        self.median, self.iqr = fit_scaler(jnp.asarray(x))
        return self

    def _scale(self, x):
        return np.asarray(robust_scale(jnp.asarray(x), self.median, self.iqr, clip=self.clip))

    def transform_training(self, shards):
        return [self._scale(s) for s in shards]

    def transform_live(self, rows):
        return self._scale(rows)
