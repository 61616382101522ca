import jax
import jax.numpy as jnp

from model import init_params
from evaluate import LeadTimeEvaluator

key = jax.random.PRNGKey(0)
n_state = 16
params = init_params(key, n_state)
init_states = jax.random.normal(jax.random.PRNGKey(1), (8, n_state))
leads = [1, 2, 3, 4, 5, 6]
truth = jax.random.normal(jax.random.PRNGKey(2), (len(leads), 8, n_state))

evaluator = LeadTimeEvaluator(leads)
for lead, score in evaluator.rmse_by_lead(params, init_states, truth).items():
    print(f"lead {lead * 6:3d}h rmse={score:.3f}")
