"""Receding-horizon control with a CEM planner on a (randomly initialised) learned model."""
import jax
import jax.numpy as jnp

from planner import CEMPlanner
from world_model import init_model, predict_next

STATE_DIM, ACTION_DIM, HORIZON = 4, 2, 8


def main():
    model = init_model(jax.random.PRNGKey(0), STATE_DIM, ACTION_DIM)
    planner = CEMPlanner(model, HORIZON, ACTION_DIM)
    state, goal = jnp.zeros(STATE_DIM), jnp.ones(STATE_DIM)
    key = jax.random.PRNGKey(1)
    for t in range(5):
        key, sub = jax.random.split(key)
        action = planner.plan(state, goal, sub)
        state = predict_next(model, state, action)
        print(f"t={t}: distance to goal {float(jnp.linalg.norm(state - goal)):.3f}")


if __name__ == "__main__":
    main()
