import jax
import numpy as np

from env import ConnectFour


def play_game(model, params, rng, max_moves=12):
    policy_fn = jax.jit(lambda obs: model.apply(params, obs))
    env = ConnectFour()
    trajectory = []
    for _ in range(max_moves):
        logits, _ = policy_fn(env.observation())
        logits = np.where(env.legal(), np.asarray(logits[0]), -np.inf)
        probs = np.exp(logits - logits.max())
        probs /= probs.sum()
        col = int(rng.choice(len(probs), p=probs))
        trajectory.append((env.observation()[0].copy(), col))
        env.step(col)
    return trajectory
