import jax
import jax.numpy as jnp

DT = 0.05


def rollout_cost(u_seq, x0, ref):
    def step(x, inp):
        u, r = inp
        pos, vel = x
        vel = vel + DT * u
        pos = pos + DT * vel
        cost = (pos - r) ** 2 + 1e-3 * u ** 2
        return (pos, vel), cost

    _, costs = jax.lax.scan(step, (x0[0], x0[1]), (u_seq, ref))
    return costs.sum()


@jax.jit
def mpc_solve(u_init, x0, ref):
    grad = jax.grad(rollout_cost)
    u = u_init
    for _ in range(10):
        u = u - 0.5 * grad(u, x0, ref)
    return u


class TrackingMPC:
    def __init__(self, reference, horizon):
        # hold the last reference point past the end of the task
        tail = jnp.full((horizon,), reference[-1])
        self.reference = jnp.concatenate([reference, tail])
        self.horizon = horizon

    def window(self, t):
        return jax.lax.dynamic_slice_in_dim(self.reference, t, self.horizon)

    def act(self, x, t, u_prev):
        ref = self.window(t)
        u_init = jnp.zeros(self.horizon).at[:-1].set(u_prev[1:])
        u = mpc_solve(u_init, x, ref)
        return u
