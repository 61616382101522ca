import jax.numpy as jnp

from controllers import make_tracking_cost, unicycle

HORIZON = 12

if __name__ == "__main__":
    x = jnp.zeros(3)
    goal = jnp.array([1.0, 0.5])
    us = jnp.tile(jnp.array([0.5, 0.0]), (HORIZON, 1))
    for t in range(6):
        cost_and_grad = make_tracking_cost(HORIZON)
        for _ in range(3):
            c, g = cost_and_grad(x, us, goal)
            us = us - 0.1 * g
        x = unicycle(x, us[0])
        us = jnp.concatenate([us[1:], us[-1:]])
        print(f"t={t} cost={float(c):.3f} pos={x[:2]}")
