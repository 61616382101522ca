import dataclasses
from functools import partial

import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class AugmentConfig:
    mask_prob: float = 0.15
    max_mask_prob: float = 0.4
    ramp_epochs: int = 10
    epoch: int = 0

    @property
    def current_mask_prob(self):
        frac = min(self.epoch / self.ramp_epochs, 1.0)
        return self.mask_prob + frac * (self.max_mask_prob - self.mask_prob)


@partial(jax.jit, static_argnames=("cfg",))
def mask_items(key, item_seqs, cfg: AugmentConfig):
    """Masks items in interaction sequences for a cloze-style recommendation objective."""
    drop = jax.random.bernoulli(key, cfg.current_mask_prob, item_seqs.shape)
    drop = drop & (item_seqs > 0)
    return jnp.where(drop, 1, item_seqs), drop
