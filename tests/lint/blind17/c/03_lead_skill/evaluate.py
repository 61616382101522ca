from functools import partial

import jax
import jax.numpy as jnp

from model import step


@partial(jax.jit, static_argnums=2)
def forecast_at_lead(params, x0, lead):
    x = x0
    for _ in range(lead):
        x = step(params, x)
    return x


class LeadTimeEvaluator:
    def __init__(self, leads):
        self.leads = leads

    def rmse_by_lead(self, params, init_states, truth):
        scores = {}
        for i, lead in enumerate(self.leads):
            pred = forecast_at_lead(params, init_states, lead)
            scores[lead] = float(jnp.sqrt(jnp.mean((pred - truth[i]) ** 2)))
        return scores
