import jax
import jax.numpy as jnp
import numpy as np

from gridworld import GridWorld


@jax.jit
def act_greedy(w, obs):
    q = obs.astype(jnp.float32) @ w
    return jnp.argmax(q)


def run_episodes(w, env, n_episodes, max_len=6):
    returns = []
    for _ in range(n_episodes):
        obs, ret = env.reset(), 0.0
        for _ in range(max_len):
            a = int(act_greedy(w, obs))
            obs, r, done = env.step(a)
            ret += r
            if done:
                break
        returns.append(ret)
    return np.mean(returns)


def main():
    w = jax.random.normal(jax.random.PRNGKey(0), (4, 4))
    print(run_episodes(w, GridWorld(), n_episodes=4))


if __name__ == "__main__":
    main()
