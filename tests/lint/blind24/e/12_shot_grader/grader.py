import jax
import jax.numpy as jnp


def _grade_frame(frame, cdl):
    x = frame * cdl["gain"] + cdl["lift"] * (1.0 - frame)
    return jnp.clip(x, 0.0, 1.0) ** (1.0 / cdl["gamma"])


class ShotGrader:
    def __init__(self):
        self._grade = jax.jit(_grade_frame)

    def grade_shot(self, frames, cdl):
        return [self._grade(f, cdl) for f in frames]
