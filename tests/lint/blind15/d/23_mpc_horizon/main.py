import jax
import jax.numpy as jnp

from planner import dynamics, random_shooting

EPISODE_LEN = 12
MAX_H = 8


def main():
    key = jax.random.PRNGKey(0)
    state = (jnp.float32(1.0), jnp.float32(0.0))
    for t in range(EPISODE_LEN):
        key, sub = jax.random.split(key)
        horizon = min(MAX_H, EPISODE_LEN - t)
        a = random_shooting(sub, state, horizon, max_horizon=MAX_H)
        state = dynamics(state, a)
    print(float(state[0]))


if __name__ == "__main__":
    main()
