import numpy as np

from replicas import energy


def swap_neighbours(states, betas, rng):
    n_acc = np.zeros(len(states) - 1)
    for i in range(len(states) - 1):
        d = (betas[i] - betas[i + 1]) * (float(energy(states[i])) - float(energy(states[i + 1])))
        if np.log(rng.uniform()) < d:
            states[i], states[i + 1] = states[i + 1], states[i]
            n_acc[i] += 1
    return states, n_acc


def refine(states, betas, swap_rate):
    worst = int(np.argmin(swap_rate))
    if swap_rate[worst] < 0.5:
        betas.insert(worst + 1, 0.5 * (betas[worst] + betas[worst + 1]))
        states.insert(worst + 1, states[worst])
    return states, betas
