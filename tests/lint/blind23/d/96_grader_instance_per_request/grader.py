from functools import partial

import jax
import jax.numpy as jnp


class CodeExerciseGrader:
    """Scores programming exercises from unit-test outcomes and style features."""

    def __init__(self, test_weights, style_weight=0.1):
        self.test_weights = tuple(test_weights)
        self.style_weight = style_weight

    @partial(jax.jit, static_argnums=0)
    def grade(self, test_passed, style_issues):
        w = jnp.asarray(self.test_weights)
        functional = (test_passed * w).sum(-1) / w.sum()
        style = jnp.exp(-self.style_weight * style_issues)
        return 100.0 * (0.9 * functional + 0.1 * style)
