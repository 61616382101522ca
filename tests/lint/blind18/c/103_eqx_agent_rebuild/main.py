import jax
import numpy as np

from agents import build_agent, episode_return


def main():
    rng = np.random.default_rng(0)
    observations = rng.normal(size=(20, 6)).astype(np.float32)
    rewards_table = rng.normal(size=(20, 3)).astype(np.float32)
    key = jax.random.PRNGKey(0)
    best = -np.inf
    for trial in range(5):
        key, sub = jax.random.split(key)
        agent = build_agent(sub)
        score = float(episode_return(agent, observations, rewards_table))
        best = max(best, score)
        print(f"random-search trial {trial} return {score:.3f} best {best:.3f}")


if __name__ == "__main__":
    main()
