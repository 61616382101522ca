import jax
import jax.numpy as jnp

from mppi import MPPIPlanner


def run_episode(planner, key, goal, n_ticks=5):
    planner.reset()
    state = jnp.array([0.0, 0.0, 0.0, 3.0])
    for _ in range(n_ticks):
        key, k = jax.random.split(key)
        u = planner.act(k, state, goal)
        state = planner._dynamics(state, u)
    return jnp.linalg.norm(state[:2] - goal)


def main():
    key = jax.random.PRNGKey(0)
    planner = MPPIPlanner()
    for ep, goal in enumerate([(4.0, 1.0), (3.0, -1.0), (5.0, 0.5), (2.0, 2.0)]):
        key, k = jax.random.split(key)
        print(ep, float(run_episode(planner, k, jnp.array(goal))))


if __name__ == "__main__":
    main()
