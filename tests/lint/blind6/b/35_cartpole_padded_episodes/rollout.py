import numpy as np

MAX_STEPS = 50


def run_episode(rng, gain):
    th, om = rng.uniform(-0.1, 0.1, 2)
    rewards = np.zeros(MAX_STEPS, np.float32)
    mask = np.zeros(MAX_STEPS, np.float32)
    for t in range(MAX_STEPS):
        u = -gain * th - 0.5 * om + rng.normal(scale=40.0)
        om += 0.02 * (9.81 * np.sin(th) + u)
        th += 0.02 * om
        rewards[t], mask[t] = 1.0, 1.0
        if abs(th) > 0.2:
            break
    return rewards, mask
