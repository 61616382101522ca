import dataclasses
from functools import partial

import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class LengthPenaltyScorer:
    alpha: float = 0.6
    min_len: int = 2
    calls: int = 0

    @partial(jax.jit, static_argnums=0)
    def _score(self, logprob_sums, lengths):
        penalty = ((5.0 + lengths) / 6.0) ** self.alpha
        return jnp.where(lengths >= self.min_len, logprob_sums / penalty, -jnp.inf)

    def rank(self, logprob_sums, lengths):
        scores = self._score(logprob_sums, lengths)
        return jnp.argsort(-scores), scores, dataclasses.replace(self, calls=self.calls + 1)
