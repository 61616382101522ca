import jax
import jax.numpy as jnp
import numpy as np

from agent import act, init_q


def run_episode(params, key, epsilon, steps=4):
    rng = np.random.default_rng(0)
    actions = []
    for _ in range(steps):
        key, sub = jax.random.split(key)
        obs = jnp.asarray(rng.normal(size=3), dtype=jnp.float32)
        actions.append(act(params, obs, sub, epsilon=epsilon))
    return actions


def evaluate(params, key, episodes=2):
    obs = jnp.ones(3)
    return [act(params, obs, jax.random.fold_in(key, i)) for i in range(episodes)]


key = jax.random.PRNGKey(0)
params = init_q(key, 3, 4)
for it in range(3):
    print("train", run_episode(params, jax.random.fold_in(key, it), epsilon=0.1))
    print("eval", evaluate(params, key))
