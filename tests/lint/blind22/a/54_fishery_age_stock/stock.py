from dataclasses import dataclass
from functools import partial

import jax
import jax.numpy as jnp


@dataclass(frozen=True)
class AgeStructuredStock:
    n_ages: int
    natural_mortality: float

    @partial(jax.jit, static_argnums=0)
    def advance(self, numbers, fishing_mortality, recruits):
        z = self.natural_mortality + fishing_mortality
        survivors = numbers * jnp.exp(-z)
        aged = jnp.concatenate([recruits[None], survivors[:-2], (survivors[-2] + survivors[-1])[None]])
        catch = (fishing_mortality / z * numbers * (1 - jnp.exp(-z))).sum()
        return aged, catch
