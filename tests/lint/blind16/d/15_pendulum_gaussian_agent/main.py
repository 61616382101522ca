import jax
import jax.numpy as jnp
import numpy as np

from agent import Agent, GaussianPolicy


def pendulum_step(th, thdot, u):
    u = np.clip(u, -2.0, 2.0)
    thdot = thdot + (-3 * 9.8 / 2 * np.sin(th + np.pi) + 3.0 * u) * 0.05
    th = th + thdot * 0.05
    return th, thdot, -(th ** 2 + 0.1 * thdot ** 2 + 0.001 * u ** 2)


def main():
    key = jax.random.PRNGKey(0)
    key, pkey = jax.random.split(key)
    agent = Agent(GaussianPolicy(3, 1, pkey))
    th, thdot, total = 0.5, 0.0, 0.0
    for t in range(10):
        obs = jnp.array([np.cos(th), np.sin(th), thdot], jnp.float32)
        key, sub = jax.random.split(key)
        u = float(agent.act(obs, sub)[0])
        th, thdot, r = pendulum_step(th, thdot, u)
        total += r
    print("return", total)


if __name__ == "__main__":
    main()
