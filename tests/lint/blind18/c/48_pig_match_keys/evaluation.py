import jax
import numpy as np

from pig import simulate_match


def head_to_head(hold_a, hold_b, num_games=8, seed=1234):
    leads = []
    for g in range(num_games):
        key = jax.random.PRNGKey(seed + g)
        leads.append(int(simulate_match(hold_a, hold_b, key)))
    return float(np.mean(np.array(leads) > 0))
