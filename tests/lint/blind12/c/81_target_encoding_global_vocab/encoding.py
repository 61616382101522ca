from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


@partial(jax.jit, static_argnames=("n_levels",))
def smoothed_target_means(codes, y, n_levels, prior_weight=10.0):
    sums = jax.ops.segment_sum(y, codes, num_segments=n_levels)
    counts = jax.ops.segment_sum(jnp.ones_like(y), codes, num_segments=n_levels)
    prior = y.mean()
    return (sums + prior_weight * prior) / (counts + prior_weight)


class TargetEncoder:
    def __init__(self, all_levels):
        self.levels = np.asarray(all_levels)
        self.index = {v: i for i, v in enumerate(self.levels.tolist())}

    def fit(self, cat_col, y):
        codes = np.array([self.index[v] for v in cat_col], np.int32)
        self.means_ = np.asarray(smoothed_target_means(codes, y, n_levels=len(self.levels)))
        return self

    def transform(self, cat_col):
        return self.means_[[self.index[v] for v in cat_col]]
