import numpy as np

from replicas import energy


def swap_neighbours(states, betas, rng):
    states = np.array(states)
    n_acc = np.zeros(len(states) - 1)
    for i in range(len(states) - 1):
        d = (betas[i] - betas[i + 1]) * (float(energy(states[i])) - float(energy(states[i + 1])))
        if np.log(rng.uniform()) < d:
            states[[i, i + 1]] = states[[i + 1, i]]
            n_acc[i] += 1
    return states, n_acc


def refine(betas, swap_rate, gain=0.5):
    log_gaps = np.log(betas[:-1] / betas[1:])
    log_gaps *= np.exp(gain * (swap_rate - swap_rate.mean()))
    new = betas[0] / np.exp(np.concatenate([[0.0], np.cumsum(log_gaps)]))
    new[-1] = betas[-1]
    return new.astype(np.float32)
