import numpy as np


def goal_reward(achieved, goal, tol=0.1):
    return 1 if np.linalg.norm(achieved - goal) < tol else 0


def collect(rng, T=8):
    goal = rng.uniform(-1, 1, size=2)
    pos = np.zeros(2)
    achieved, rewards = [], []
    for t in range(T):
        pos = pos + 0.2 * rng.normal(size=2)
        achieved.append(pos.copy())
        rewards.append(goal_reward(pos, goal))
    return np.array(achieved), rewards


def relabel(achieved, rng, k_future=2):
    """Hindsight: pretend a later achieved position was the goal."""
    T = len(achieved)
    rewards = []
    for t in range(T):
        future = achieved[rng.integers(t, T)]
        dist = np.linalg.norm(achieved[t] - future)
        rewards.append(float(np.exp(-dist)))
    return rewards
