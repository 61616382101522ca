import jax
import jax.numpy as jnp


class LaneFollowingPlanner:
    def __init__(self, horizon=16, dt=0.1, n_candidates=9):
        self.horizon = horizon
        self.dt = dt
        self.accels = jnp.linspace(-3.0, 3.0, n_candidates)
        self._cost_fn = jax.jit(self._rollout_cost)

    def _rollout_cost(self, speed, gap, speed_limit):
        t = jnp.arange(1, self.horizon + 1) * self.dt
        v = speed + self.accels[:, None] * t[None, :]
        v = jnp.clip(v, 0.0, None)
        travel = jnp.cumsum(v * self.dt, axis=1)
        overspeed = jnp.maximum(v - speed_limit, 0.0) ** 2
        collision = jnp.maximum(travel - gap + 5.0, 0.0) ** 2
        comfort = self.accels[:, None] ** 2
        return jnp.sum(overspeed + 10.0 * collision + 0.1 * comfort, axis=1)

    def plan(self, speed, gap, speed_limit):
        costs = self._cost_fn(speed, gap, speed_limit)
        return self.accels[jnp.argmin(costs)]
