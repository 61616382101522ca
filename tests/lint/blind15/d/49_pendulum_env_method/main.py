import jax
import jax.numpy as jnp

from pendulum import Pendulum


def rollout(env, key, gain, n=4, steps=8):
    state = env.reset(key, n)
    total = jnp.zeros(n)
    for _ in range(steps):
        torque = -gain * state[:, 0] - 0.5 * state[:, 1]
        state, r = env.step(state, torque)
        total = total + r
    return float(total.mean())


def main():
    key = jax.random.PRNGKey(0)
    for episode in range(4):
        key, sub = jax.random.split(key)
        env = Pendulum()
        print(episode, rollout(env, sub, gain=2.0))


if __name__ == "__main__":
    main()
