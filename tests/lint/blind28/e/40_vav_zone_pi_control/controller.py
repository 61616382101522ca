import jax
import jax.numpy as jnp


@jax.jit
def pi_update(params, integral, t_zone, dt):
    kp, ki, sp = params
    err = sp - t_zone
    integral = jnp.clip(integral + err * dt, -50.0, 50.0)
    u = jnp.clip(kp * err + ki * integral, 0.0, 1.0)
    return u, integral


class ZonePI:
    def __init__(self, name, kp, ki, setpoint):
        self.name = name
        self.params = jnp.array([kp, ki, setpoint])
        self.integral = jnp.zeros((), jnp.float32)

    def step(self, t_zone, dt):
        u, self.integral = pi_update(self.params, self.integral, t_zone, dt)
        return u
