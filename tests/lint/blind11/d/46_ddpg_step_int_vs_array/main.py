import numpy as np
import jax
import jax.numpy as jnp

from agent import DDPGAgent, OBS_DIM


def main():
    rng = np.random.default_rng(0)
    agent = DDPGAgent(jax.random.PRNGKey(0))
    key = jax.random.PRNGKey(1)
    for it in range(6):
        key, sub = jax.random.split(key)
        obs = jnp.asarray(rng.normal(size=(8, OBS_DIM)).astype(np.float32))
        actions = agent.act(sub, obs)
        agent.learn(obs)
        print(f"iter {it} step {int(agent.step)} mean |a| {float(jnp.abs(actions).mean()):.3f}")


if __name__ == "__main__":
    main()
