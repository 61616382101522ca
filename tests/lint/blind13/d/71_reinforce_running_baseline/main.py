"""REINFORCE with a running-average baseline on a 4-armed contextual bandit."""
import jax.numpy as jnp
import numpy as np

from agent import ReinforceAgent, pg_update

OBS, ARMS, BATCH = 3, 4, 64


def main():
    rng = np.random.default_rng(0)
    agent = ReinforceAgent(jnp.zeros((OBS, ARMS)))
    for it in range(6):
        obs = rng.normal(size=(BATCH, OBS)).astype(np.float32)
        logits = obs @ np.asarray(agent.params)
        p = np.exp(logits - logits.max(1, keepdims=True))
        p /= p.sum(1, keepdims=True)
        actions = np.array([rng.choice(ARMS, p=pi) for pi in p], np.int32)
        returns = (actions == np.argmax(obs, 1)).astype(np.float32) + 0.1 * rng.normal(size=BATCH).astype(np.float32)
        agent.params = pg_update(agent.params, obs, actions, returns, agent.baseline, agent.lr)
        agent.observe_returns(returns)
        print(f"iter {it}: mean return {returns.mean():.3f} baseline {float(agent.baseline):.3f}")


if __name__ == "__main__":
    main()
