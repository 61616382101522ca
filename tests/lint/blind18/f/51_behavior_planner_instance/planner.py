from functools import partial

import jax
import jax.numpy as jnp


class LongitudinalPlanner:
    def __init__(self, horizon=30, dt=0.1, a_max=2.0):
        self.horizon = horizon
        self.dt = dt
        self.a_max = a_max

    @partial(jax.jit, static_argnums=(0,))
    def plan(self, ego_speed, lead_gap, lead_speed):
        def step(carry, _):
            v, gap = carry
            desired = 2.0 + 1.5 * v
            a = jnp.clip(0.5 * (gap - desired) + 0.8 * (lead_speed - v), -self.a_max, self.a_max)
            v = jnp.maximum(v + a * self.dt, 0.0)
            gap = gap + (lead_speed - v) * self.dt
            return (v, gap), a

        _, accel = jax.lax.scan(step, (ego_speed, lead_gap), None, length=self.horizon)
        return accel
