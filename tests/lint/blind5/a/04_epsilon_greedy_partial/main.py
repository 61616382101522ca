from functools import partial

import numpy as np
import jax
import jax.numpy as jnp

from envs import GridWorld


def q_values(params, obs):
    h = jnp.tanh(obs @ params["w1"] + params["b1"])
    return h @ params["w2"]


def select_action(params, obs, key, epsilon):
    q = q_values(params, obs)
    greedy = jnp.argmax(q)
    k1, k2 = jax.random.split(key)
    random_a = jax.random.randint(k1, (), 0, q.shape[-1])
    return jnp.where(jax.random.uniform(k2) < epsilon, random_a, greedy)


def init_params(key, obs_dim, n_actions, hidden=32):
    k1, k2 = jax.random.split(key)
    return {
        "w1": 0.3 * jax.random.normal(k1, (obs_dim, hidden)),
        "b1": jnp.zeros(hidden),
        "w2": 0.3 * jax.random.normal(k2, (hidden, n_actions)),
    }


def main():
    env = GridWorld(seed=4)
    key = jax.random.PRNGKey(0)
    params = init_params(key, env.observation_dim, env.n_actions)
    epsilon = 1.0
    for episode in range(5):
        act = jax.jit(partial(select_action, epsilon=epsilon))
        obs, done, ret = env.reset(), False, 0.0
        while not done:
            key, sub = jax.random.split(key)
            action = int(act(params, jnp.asarray(obs), sub))
            obs, reward, done, _ = env.step(action)
            ret += reward
        epsilon = max(0.05, epsilon * 0.7)
        print(f"episode {episode} return {ret:.2f} eps {epsilon:.2f}")


if __name__ == "__main__":
    main()
