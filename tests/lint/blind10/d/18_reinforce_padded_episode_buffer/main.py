import jax
import jax.numpy as jnp
import numpy as np

from learner import logits_fn, reinforce_update
from rollout import RandomWalkEnv, collect_episode

NUM_EPISODES = 8


def main():
    env = RandomWalkEnv(seed=1)
    rng = np.random.default_rng(1)
    params = {"w": jnp.zeros(2), "b": jnp.zeros(())}

    def policy_probs(o):
        return 1.0 / (1.0 + np.exp(-float(np.asarray(o) @ np.asarray(params["w"]) + params["b"])))

    for ep in range(NUM_EPISODES):
        obs, actions, rewards, mask = collect_episode(env, policy_probs, rng)
        params, loss = reinforce_update(params, obs, actions, rewards, mask)
        print(f"episode {ep} length {int(mask.sum()):3d} return {rewards.sum():.0f} loss {float(loss):.3f}")


if __name__ == "__main__":
    main()
