import jax.numpy as jnp
import numpy as np

from policy import reinforce_update
from rl_utils import episode_return, update_baseline

HORIZON = 10
N_ACTIONS = 3


def rollout(params, rng):
    obs = rng.normal(size=(HORIZON, 4)).astype(np.float32)
    logits = obs @ np.asarray(params)
    probs = np.exp(logits - logits.max(1, keepdims=True))
    probs /= probs.sum(1, keepdims=True)
    actions = np.array([rng.choice(N_ACTIONS, p=p) for p in probs], np.int32)
    rewards = [1.0 if a == 0 else 0.0 for a in actions]
    return obs, actions, rewards


def train(n_episodes=6, seed=0):
    rng = np.random.default_rng(seed)
    params = jnp.zeros((4, N_ACTIONS))
    baseline = 0.0
    for ep in range(n_episodes):
        obs, actions, rewards = rollout(params, rng)
        ret = episode_return(rewards)
        params = reinforce_update(params, obs, actions, ret, baseline)
        baseline = update_baseline(baseline, ret)
        print(f"episode {ep}: return={ret:.2f} baseline={baseline:.2f}")
    return params


if __name__ == "__main__":
    train()
