import equinox as eqx
import jax
import jax.numpy as jnp


class Brusselator(eqx.Module):
    a: float = 0.8
    b: float = 3.0

    def __call__(self, t, y):
        x, z = y
        return jnp.stack([self.a + x**2 * z - (self.b + 1) * x, self.b * x - x**2 * z])


class HeunEuler(eqx.Module):
    field: Brusselator
    rtol: float
    atol: float
    n_accepted: jax.Array

    def propose(self, t, y, dt):
        k1 = self.field(t, y)
        y_euler = y + dt * k1
        k2 = self.field(t + dt, y_euler)
        y_heun = y + 0.5 * dt * (k1 + k2)
        scale = self.atol + self.rtol * jnp.abs(y_heun)
        return y_heun, jnp.max(jnp.abs(y_heun - y_euler) / scale)


@eqx.filter_jit
def adaptive_step(stepper, t, y, dt):
    y_new, err = stepper.propose(t, y, dt)
    accept = err <= 1.0
    stepper = eqx.tree_at(lambda s: s.n_accepted, stepper, stepper.n_accepted + accept)
    dt_next = dt * jnp.clip(0.9 * jnp.sqrt(1.0 / jnp.maximum(err, 1e-10)), 0.3, 3.0)
    return stepper, jnp.where(accept, t + dt, t), jnp.where(accept, y_new, y), dt_next
