import jax
import jax.numpy as jnp
import numpy as np

from ppo import clipped_policy_update

rng = np.random.default_rng(0)
theta = jnp.zeros((4, 2))
global_step = 0
for iteration in range(5):
    obs = rng.normal(size=(16, 4)).astype(np.float32)
    actions = rng.integers(0, 2, size=16)
    adv = rng.normal(size=16).astype(np.float32)
    old_logp = np.full(16, np.log(0.5), np.float32)
    theta, global_step = clipped_policy_update(theta, obs, actions, adv, old_logp, global_step)
print(int(global_step), np.asarray(theta).round(3))
