import dataclasses
from dataclasses import dataclass
from functools import partial

import jax
import jax.numpy as jnp


@dataclass(frozen=True)
class AdaptiveQuiz:
    n_items: int = 40
    step_size: float = 0.5
    answered: int = 0

    @partial(jax.jit, static_argnums=0)
    def pick_item(self, theta, difficulty, used):
        info = jax.nn.sigmoid(theta - difficulty) * (1 - jax.nn.sigmoid(theta - difficulty))
        return jnp.argmax(jnp.where(used, -1.0, info))

    def record(self, theta, b, correct):
        p = jax.nn.sigmoid(theta - b)
        return dataclasses.replace(self, answered=self.answered + 1), theta + self.step_size * (correct - p)
