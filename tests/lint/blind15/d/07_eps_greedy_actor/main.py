import functools

import jax
import jax.numpy as jnp

from schedules import linear_epsilon

N_ENVS, OBS_DIM, N_ACT = 8, 5, 4


@functools.partial(jax.jit, static_argnames=("epsilon",))
def select_actions(w, obs, key, epsilon):
    greedy = jnp.argmax(obs @ w, axis=-1)
    k1, k2 = jax.random.split(key)
    explore = jax.random.uniform(k1, (obs.shape[0],)) < epsilon
    rand = jax.random.randint(k2, (obs.shape[0],), 0, N_ACT)
    return jnp.where(explore, rand, greedy)


@jax.jit
def env_step(state, actions):
    nxt = state * 0.9 + 0.1 * jax.nn.one_hot(actions, OBS_DIM)
    return nxt, -jnp.sum(nxt ** 2, axis=-1)


def main():
    key = jax.random.PRNGKey(0)
    w = jax.random.normal(key, (OBS_DIM, N_ACT))
    state = jnp.zeros((N_ENVS, OBS_DIM))
    total = jnp.zeros(())
    for step in range(10):
        key, sub = jax.random.split(key)
        eps = linear_epsilon(step)
        actions = select_actions(w, state, sub, epsilon=eps)
        state, reward = env_step(state, actions)
        total = total + reward.mean()
    print(float(total))


if __name__ == "__main__":
    main()
