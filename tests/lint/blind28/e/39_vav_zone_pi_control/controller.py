import jax
import jax.numpy as jnp


class ZonePI:
    def __init__(self, name, kp, ki, setpoint):
        self.name = name
        self.params = jnp.array([kp, ki, setpoint])
        self.integral = jnp.float32(0.0)
        self._update = jax.jit(self.pi_update)

    def pi_update(self, params, integral, t_zone, dt):
        kp, ki, sp = params
        err = sp - t_zone
        integral = jnp.clip(integral + err * dt, -50.0, 50.0)
        u = jnp.clip(kp * err + ki * integral, 0.0, 1.0)
        return u, integral

    def step(self, t_zone, dt):
        u, self.integral = self._update(self.params, self.integral, t_zone, dt)
        return u
