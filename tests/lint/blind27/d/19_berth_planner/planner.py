import jax
import jax.numpy as jnp


@jax.jit
def assign_berths(vessel_len, berth_len, wait_h, closed=None):
    fits = vessel_len[:, None] <= berth_len[None, :]
    cost = wait_h[:, None] + 0.01 * (berth_len[None, :] - vessel_len[:, None])
    cost = jnp.where(fits, cost, 1e6)
    if closed is not None:
        cost = jnp.where(closed[None, :], 1e6, cost)
    return jnp.argmin(cost, axis=1), jnp.min(cost, axis=1)


class BerthPlanner:
    def __init__(self, berth_len):
        self.berth_len = berth_len
        self.closed = None

    def report_closure(self, closed):
        self.closed = closed

    def plan(self, vessel_len, wait_h):
        return assign_berths(vessel_len, self.berth_len, wait_h, self.closed)
