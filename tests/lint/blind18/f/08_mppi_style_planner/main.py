import jax.numpy as jnp
import numpy as np

from planner import SamplingPlanner


def main():
    rng = np.random.default_rng(3)
    planner = SamplingPlanner()
    state = jnp.array([0.0, 0.0, 0.0, 2.0])
    goal = jnp.array([10.0, 2.0])
    for frame in range(5):
        obstacles = jnp.asarray(rng.uniform(0, 10, size=(6, 2)).astype(np.float32))
        best = planner.plan(state, obstacles, goal)
        print(f"frame {frame} first control {np.asarray(best[0]).round(3)}")


if __name__ == "__main__":
    main()
