import numpy as np

from env import ConnectFour


def play_game(policy_fn, params, rng, max_moves=12):
    env = ConnectFour()
    trajectory = []
    for _ in range(max_moves):
        logits, _ = policy_fn(params, env.observation())
        logits = np.where(env.legal(), np.asarray(logits[0]), -np.inf)
        probs = np.exp(logits - logits.max())
        probs /= probs.sum()
        col = int(rng.choice(len(probs), p=probs))
        trajectory.append((env.observation()[0].copy(), col))
        env.step(col)
    return trajectory
