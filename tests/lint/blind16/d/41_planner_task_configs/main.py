import jax.numpy as jnp

from config import TASKS, task_config
from planner import plan


def main():
    x0 = jnp.zeros(2)
    goal = jnp.array([1.0, -0.5])
    for name in TASKS:
        cfg = task_config(name)
        actions = jnp.zeros((cfg["horizon"], 2))
        for t in range(3):
            actions = plan(actions, x0, goal, cfg["action_bounds"])
        print(name, actions[0].tolist())


if __name__ == "__main__":
    main()
