import numpy as np

from model import log_posterior


def random_walk_metropolis(theta0, data, n_steps, step_size, seed=0):
    rng = np.random.default_rng(seed)
    theta = np.asarray(theta0, np.float32)
    lp = float(log_posterior(theta, data))
    chain, accepted = [], 0
    for _ in range(n_steps):
        proposal = (theta + step_size * rng.normal(size=theta.shape)).astype(np.float32)
        lp_new = float(log_posterior(proposal, data))
        if np.log(rng.uniform()) < lp_new - lp:
            theta, lp = proposal, lp_new
            accepted += 1
        chain.append(theta)
    return np.stack(chain), accepted / n_steps
