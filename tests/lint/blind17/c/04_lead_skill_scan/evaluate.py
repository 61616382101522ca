from functools import partial

import jax
import jax.numpy as jnp

from model import step


@partial(jax.jit, static_argnums=2)
def rollout(params, x0, max_lead):
    def body(x, _):
        x = step(params, x)
        return x, x
    _, traj = jax.lax.scan(body, x0, None, length=max_lead)
    return traj


class LeadTimeEvaluator:
    def __init__(self, leads):
        self.leads = leads
        self.max_lead = max(leads)

    def rmse_by_lead(self, params, init_states, truth):
        traj = rollout(params, init_states, self.max_lead)
        scores = {}
        for i, lead in enumerate(self.leads):
            pred = traj[lead - 1]
            scores[lead] = float(jnp.sqrt(jnp.mean((pred - truth[i]) ** 2)))
        return scores
