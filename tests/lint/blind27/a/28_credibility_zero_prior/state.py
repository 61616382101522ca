from typing import NamedTuple

import jax.numpy as jnp


class ExperienceState(NamedTuple):
    sum_claims: jnp.ndarray
    sum_exposure: jnp.ndarray
    periods: jnp.ndarray


def empty_state(n_risks):
    return ExperienceState(jnp.zeros(n_risks), jnp.zeros(n_risks), jnp.zeros((), jnp.int32))
