from dataclasses import dataclass
from functools import partial

import jax
import jax.numpy as jnp


@dataclass(frozen=True)
class FocalTverskyLoss:
    alpha: float = 0.7
    gamma: float = 0.75

    @partial(jax.jit, static_argnums=0)
    def hard_exudate_loss(self, probs, target):
        tp = (probs * target).sum()
        fn = ((1 - probs) * target).sum()
        fp = (probs * (1 - target)).sum()
        tversky = (tp + 1) / (tp + self.alpha * fn + (1 - self.alpha) * fp + 1)
        return (1 - tversky) ** self.gamma
