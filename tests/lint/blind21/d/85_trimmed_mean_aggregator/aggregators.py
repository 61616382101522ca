import dataclasses
import functools

import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class TrimmedMean:
    """Byzantine-robust coordinate-wise trimmed mean."""

    trim: int

    @functools.partial(jax.jit, static_argnums=0)
    def __call__(self, stacked):
        n = stacked.shape[0]
        s = jnp.sort(stacked, axis=0)
        return jnp.mean(s[self.trim:n - self.trim], axis=0)


def build_aggregator(cfg):
    return TrimmedMean(trim=cfg["trim"])
