import numpy as np
import jax.numpy as jnp

from agents import LinUCB

rng = np.random.default_rng(0)
n_arms, dim = 4, 3
true_theta = rng.normal(size=(n_arms, dim))
agent = LinUCB(n_arms, dim, alpha=0.5)

total = 0.0
for t in range(6):
    x = jnp.asarray(rng.normal(size=dim), dtype=jnp.float32)
    arm = agent.select(x)
    reward = float(true_theta[arm] @ np.asarray(x) + 0.1 * rng.normal())
    agent.update(arm, x, reward)
    total += reward
print("cumulative reward", total)
