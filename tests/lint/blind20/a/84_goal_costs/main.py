import jax.numpy as jnp

from optimizer import optimize_controls, rollout

GOALS = [(10.0, 2.0), (8.0, -3.0), (12.0, 0.0), (6.0, 4.0)]


def main():
    x0 = jnp.array([0.0, 0.0, 0.0, 5.0])
    controls = jnp.zeros((20, 2))
    for gx, gy in GOALS:
        goal = jnp.array([gx, gy])
        cost_fn = lambda path: jnp.sum((path[-1] - goal) ** 2)
        controls = optimize_controls(controls, x0, cost_fn)
        end = rollout(controls, x0)[-1]
        print((gx, gy), [round(float(v), 2) for v in end])


if __name__ == "__main__":
    main()
