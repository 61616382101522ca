import numpy as np
from power import weighted_sum_rate_grad


def proportional_fair_weights(avg_rate):
    return [round(float(1.0 / max(r, 1e-3)), 4) for r in avg_rate]


def optimise(gains, noise, p_max, n_outer=5, n_inner=10, lr=0.05):
    k = gains.shape[0]
    p = np.full(k, p_max / 2, np.float32)
    avg = np.ones(k)
    for outer in range(n_outer):
        weights = proportional_fair_weights(avg)
        for _ in range(n_inner):
            val, g = weighted_sum_rate_grad(p, gains, weights, noise)
            p = np.clip(p + lr * np.asarray(g), 0.0, p_max).astype(np.float32)
        sig = np.diag(gains) * p
        rate = np.log2(1 + sig / (gains @ p - sig + noise))
        avg = 0.5 * avg + 0.5 * rate
    return p, float(val)
