from functools import partial

import jax
import jax.numpy as jnp


class PIDController:
    def __init__(self, kp, ki, kd, dt=0.01):
        self.kp, self.ki, self.kd, self.dt = kp, ki, kd, dt

    @partial(jax.jit, static_argnums=0)
    def step(self, state, error):
        integral, prev_error = state
        integral = integral + error * self.dt
        derivative = (error - prev_error) / self.dt
        u = self.kp * error + self.ki * integral + self.kd * derivative
        return (integral, error), u

    def init_state(self):
        return (jnp.zeros(3), jnp.zeros(3))
