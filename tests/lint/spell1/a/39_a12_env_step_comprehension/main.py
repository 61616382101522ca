import jax
import jax.numpy as jnp

from envs import PENDULUM, make_env_step

HORIZON = 10


def run_episode(env_step, key):
    k1, k2 = jax.random.split(key)
    state = (jax.random.uniform(k1, (), minval=-1.0, maxval=1.0), jnp.zeros(()))
    actions = jax.random.normal(k2, (HORIZON,))
    total = 0.0
    for a in actions:
        state, r = env_step(state, a)
        total += float(r)
    return total


if __name__ == "__main__":
    keys = jax.random.split(jax.random.PRNGKey(0), 5)
    returns = [run_episode(make_env_step(PENDULUM), k) for k in keys]
    print([round(r, 2) for r in returns])
