import numpy as np
import jax.numpy as jnp

from policy import UCBAgent

N_ENVS, N_ARMS, ROUNDS, PULLS_PER_ROUND = 16, 5, 6, 4


def main():
    rng = np.random.default_rng(0)
    true_means = rng.normal(size=(N_ENVS, N_ARMS)).astype(np.float32)
    agent = UCBAgent(N_ENVS, N_ARMS)
    for rnd in range(ROUNDS):
        total = 0.0
        for _ in range(PULLS_PER_ROUND):
            arms = agent.act()
            rewards = true_means[np.arange(N_ENVS), np.asarray(arms)] + rng.normal(size=N_ENVS).astype(np.float32)
            agent.observe(arms, jnp.asarray(rewards))
            total += rewards.mean()
        agent.end_round()
        print(f"round {rnd} boost {agent.boost:.3f} mean reward {total / PULLS_PER_ROUND:.3f}")


if __name__ == "__main__":
    main()
