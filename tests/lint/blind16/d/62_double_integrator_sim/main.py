import jax.numpy as jnp

from env import DoubleIntegrator


def main():
    env = DoubleIntegrator()
    state = jnp.zeros((4, 2))
    target = jnp.array([1.0, -1.0, 0.5, 0.0])
    for t in range(8):
        force = 2.0 * (target - state[:, 0]) - 1.0 * state[:, 1]
        state = env.step_fn(state, force)
    print(state[:, 0])


if __name__ == "__main__":
    main()
