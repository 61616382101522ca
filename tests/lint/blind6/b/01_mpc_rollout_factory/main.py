import jax.numpy as jnp
import numpy as np

from controllers import make_rollout_cost, improve
from dynamics import cartpole

HORIZON = 15
Q = jnp.diag(jnp.array([1.0, 0.1, 10.0, 0.1]))
R = 0.01 * jnp.eye(1)


def run_mpc(x0, n_steps=6):
    us = jnp.zeros((HORIZON, 1))
    x = x0
    log = []
    for t in range(n_steps):
        cost = make_rollout_cost(Q, R)
        us = improve(cost, x, us, iters=1)
        log.append(float(cost(x, us)))
        x = cartpole(x, us[0])
        us = jnp.roll(us, -1, axis=0).at[-1].set(0.0)
    return np.array(log)


if __name__ == "__main__":
    costs = run_mpc(jnp.array([0.0, 0.0, 0.2, 0.0]))
    print("mpc costs", costs.round(3))
