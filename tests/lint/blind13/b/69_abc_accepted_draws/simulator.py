import numpy as np


def sir_final_size(beta, gamma, n_pop=500, i0=5, days=60, rng=None):
    """Stochastic discrete-time SIR epidemic; returns final number ever infected."""
    rng = rng or np.random.default_rng()
    s, i, r = n_pop - i0, i0, 0
    for _ in range(days):
        p_inf = 1 - np.exp(-beta * i / n_pop)
        new_i = rng.binomial(s, p_inf)
        new_r = rng.binomial(i, 1 - np.exp(-gamma))
        s, i, r = s - new_i, i + new_i - new_r, r + new_r
    return r + i


def simulate_batch(thetas, rng):
    return np.array([sir_final_size(b, g, rng=rng) for b, g in thetas], np.float32)
