import jax
import jax.numpy as jnp
import numpy as np

from dynamics import pendulum_step
from planner import CEMPlanner

CONTROL_STEPS = 4


def main():
    planner = CEMPlanner()
    state = jnp.array([0.1, 0.0])
    plan = jnp.zeros(planner.horizon)
    key = jax.random.PRNGKey(0)
    for t in range(CONTROL_STEPS):
        key, sub = jax.random.split(key)
        plan = planner.plan(sub, state, plan)
        state = pendulum_step(state, plan[0])
        plan = jnp.concatenate([plan[1:], jnp.zeros(1)])  # warm start
        print(f"t={t} torque {float(plan[0]):+.3f} theta {float(state[0]):+.3f}")


if __name__ == "__main__":
    main()
