import numpy as np
import jax
import jax.numpy as jnp

from policies import POLICY_FNS

OBS_DIM, N_ACTIONS = 5, 4
AGENT_KINDS = ["greedy", "softmax", "epsilon"]


def init_agent(key):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (OBS_DIM, 16)) * 0.3, "w2": jax.random.normal(k2, (16, N_ACTIONS)) * 0.3}


class MultiAgentRunner:
    def __init__(self, seed=0):
        keys = jax.random.split(jax.random.PRNGKey(seed), len(AGENT_KINDS))
        self.agents = [(kind, init_agent(k)) for kind, k in zip(AGENT_KINDS, keys)]

    def act(self, observations, key):
        keys = jax.random.split(key, len(self.agents))
        actions = []
        for i, (kind, params) in enumerate(self.agents):
            policy = POLICY_FNS[kind]
            actions.append(int(policy(params, observations[i], keys[i])))
        return actions


def main():
    rng = np.random.default_rng(0)
    runner = MultiAgentRunner()
    key = jax.random.PRNGKey(42)
    for t in range(4):
        obs = jnp.asarray(rng.normal(size=(len(AGENT_KINDS), OBS_DIM)).astype(np.float32))
        key, sub = jax.random.split(key)
        print(f"t={t} joint action {runner.act(obs, sub)}")


if __name__ == "__main__":
    main()
