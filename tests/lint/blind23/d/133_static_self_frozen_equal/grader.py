from dataclasses import dataclass
from functools import partial

import jax
import jax.numpy as jnp


@dataclass(frozen=True)
class UnitTestGrader:
    test_weights: tuple
    style_weight: float = 0.1

    @partial(jax.jit, static_argnums=0)
    def score(self, test_passed, style_issues):
        w = jnp.asarray(self.test_weights, jnp.float32)
        functional = (test_passed * w).sum(-1) / w.sum()
        return 100.0 * (0.9 * functional + 0.1 * jnp.exp(-self.style_weight * style_issues))
