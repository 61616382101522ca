import jax
import jax.numpy as jnp
import numpy as np

from agent import PPOAgent

OBS_DIM, N_ACTIONS, BATCH, ITERATIONS = 4, 3, 64, 5


def main():
    rng = np.random.default_rng(0)
    agent = PPOAgent(OBS_DIM, N_ACTIONS, jax.random.PRNGKey(0))
    for it in range(ITERATIONS):
        obs = rng.standard_normal((BATCH, OBS_DIM)).astype(np.float32)
        actions = rng.integers(0, N_ACTIONS, BATCH).astype(np.int32)
        rewards = (actions == (obs[:, 0] > 0)).astype(np.float32)
        old_logp, values = agent.log_probs(jnp.asarray(obs), jnp.asarray(actions))
        adv = (rewards - values - (rewards - values).mean()) / ((rewards - values).std() + 1e-8)
        agent.anneal(it / ITERATIONS)
        loss = agent.update((obs, actions, old_logp, adv.astype(np.float32), rewards))
        print(f"iter {it} entropy coef {float(agent.coef.entropy_coef):.4f} loss {loss:.4f}")


if __name__ == "__main__":
    main()
