import jax
import numpy as np

from agent import init_policy, policy_gradient_step
from envs import ContextualBandits

ITERATIONS = 6


def main():
    env = ContextualBandits(num_envs=32)
    params = init_policy(jax.random.PRNGKey(0), env.obs_dim, env.num_actions)
    rng = np.random.default_rng(0)
    baseline = 0
    for it in range(ITERATIONS):
        obs = env.sample_contexts()
        logits = obs @ np.asarray(params["w"]) + np.asarray(params["b"])
        probs = np.exp(logits - logits.max(1, keepdims=True))
        probs /= probs.sum(1, keepdims=True)
        actions = np.array([rng.choice(env.num_actions, p=p) for p in probs], np.int32)
        rewards = env.rewards(obs, actions)
        params, loss = policy_gradient_step(params, obs, actions, rewards, baseline)
        baseline = 0.9 * baseline + 0.1 * float(rewards.mean())
        print(f"iter {it} mean reward {rewards.mean():.3f} baseline {baseline:.3f}")


if __name__ == "__main__":
    main()
