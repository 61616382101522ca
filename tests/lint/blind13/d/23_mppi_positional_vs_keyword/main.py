"""Model-predictive control of a damped point mass with MPPI, then a greedy evaluation."""
import jax
import jax.numpy as jnp

from planner import HORIZON, dynamics, mppi_plan

TARGET = 1.0


def control_loop(key, steps, noise_scale, temperature):
    state = jnp.zeros(2)
    nominal = jnp.zeros(HORIZON)
    for t in range(steps):
        key, sub = jax.random.split(key)
        plan, cost = mppi_plan(state, nominal, sub, TARGET, noise_scale, temperature)
        state = dynamics(state, plan[0])
        nominal = jnp.roll(plan, -1).at[-1].set(0.0)
    return state, float(cost)


def evaluate(key, steps):
    state = jnp.zeros(2)
    nominal = jnp.zeros(HORIZON)
    for t in range(steps):
        key, sub = jax.random.split(key)
        plan, _ = mppi_plan(state, nominal, sub, TARGET,
                            noise_scale=0.3, temperature=0.1)
        state = dynamics(state, plan[0])
        nominal = jnp.roll(plan, -1).at[-1].set(0.0)
    return state


def main():
    key = jax.random.PRNGKey(0)
    for trial in range(3):
        key, k1, k2 = jax.random.split(key, 3)
        state, cost = control_loop(k1, 4, 0.5, 1.0)
        final = evaluate(k2, 4)
        print(f"trial {trial}: train pos {float(state[0]):.3f} (cost {cost:.3f}), "
              f"eval pos {float(final[0]):.3f}")


if __name__ == "__main__":
    main()
