import numpy as np
import jax
import jax.numpy as jnp

from bandit import EpsilonGreedyAgent

N_ENVS, N_ARMS, ROUNDS, PULLS_PER_ROUND = 16, 5, 6, 4


def main():
    rng = np.random.default_rng(0)
    true_means = rng.normal(size=(N_ENVS, N_ARMS)).astype(np.float32)
    agent = EpsilonGreedyAgent(N_ENVS, N_ARMS)
    key = jax.random.PRNGKey(0)
    for rnd in range(ROUNDS):
        total = 0.0
        for _ in range(PULLS_PER_ROUND):
            key, sub = jax.random.split(key)
            arms = agent.act(sub)
            arms_np = np.asarray(arms)
            rewards = true_means[np.arange(N_ENVS), arms_np] + rng.normal(size=N_ENVS).astype(np.float32)
            agent.observe(arms, jnp.asarray(rewards))
            total += rewards.mean()
        agent.end_round()
        print(f"round {rnd} eps {agent.cfg.epsilon:.3f} mean reward {total / PULLS_PER_ROUND:.3f}")


if __name__ == "__main__":
    main()
