from functools import cached_property

import jax
import jax.numpy as jnp


class GreyScaleGrader:
    """Colour-fastness grading: CIE76 delta E between original and washed swatches -> grey-scale grade."""

    def __init__(self, breakpoints=(0.4, 1.25, 2.1, 3.4, 4.8, 6.8, 9.6, 13.6)):
        self.breakpoints = jnp.asarray(breakpoints, jnp.float32)

    def _grade(self, lab_before, lab_after):
        de = jnp.sqrt(jnp.sum((lab_before - lab_after) ** 2, axis=-1))
        steps = jnp.sum(de[:, None] > self.breakpoints[None, :], axis=1)
        return 5.0 - 0.5 * steps, de

    @cached_property
    def grade(self):
        return jax.jit(self._grade)
