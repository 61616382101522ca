from functools import partial

import numpy as np
import jax
import jax.numpy as jnp

N_AGENTS, OBS_DIM, N_ACTIONS = 3, 5, 4


def agent_policy(params, obs, key, temperature):
    logits = jnp.tanh(obs @ params["w1"]) @ params["w2"]
    return jax.random.categorical(key, logits / temperature)


def init_agent(key):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (OBS_DIM, 16)) * 0.3, "w2": jax.random.normal(k2, (16, N_ACTIONS)) * 0.3}


class MultiAgentRunner:
    def __init__(self, seed=0):
        keys = jax.random.split(jax.random.PRNGKey(seed), N_AGENTS)
        self.agent_params = [init_agent(k) for k in keys]
        self.temperatures = [1.0, 0.5, 2.0]

    def act(self, observations, key):
        keys = jax.random.split(key, N_AGENTS)
        actions = []
        for i, (params, temp) in enumerate(zip(self.agent_params, self.temperatures)):
            policy = jax.jit(partial(agent_policy, temperature=temp))
            actions.append(int(policy(params, observations[i], keys[i])))
        return actions


def main():
    rng = np.random.default_rng(0)
    runner = MultiAgentRunner()
    key = jax.random.PRNGKey(42)
    for t in range(4):
        obs = jnp.asarray(rng.normal(size=(N_AGENTS, OBS_DIM)).astype(np.float32))
        key, sub = jax.random.split(key)
        actions = runner.act(obs, sub)
        print(f"t={t} joint action {actions}")


if __name__ == "__main__":
    main()
