import numpy as np

from update import bayes_gamma_update, initial_state

rng = np.random.default_rng(50)
state = initial_state(prior_mean=0.12, prior_weight=200.0)
for quarter in range(8):
    exposure = rng.uniform(0.2, 0.25, 400).astype(np.float32)
    claims = rng.poisson(exposure * 0.15).astype(np.float32)
    state = bayes_gamma_update(state, claims, exposure)
    alpha, beta = state
    print(f"Q{quarter + 1}: posterior frequency {float(alpha / beta):.4f}")
