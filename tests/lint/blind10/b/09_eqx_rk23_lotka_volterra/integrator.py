import equinox as eqx
import jax
import jax.numpy as jnp


class LotkaVolterra(eqx.Module):
    alpha: float = 1.1
    beta: float = 0.4
    delta: float = 0.1
    gamma: float = 0.4

    def __call__(self, t, y):
        prey, pred = y
        return jnp.stack([
            self.alpha * prey - self.beta * prey * pred,
            self.delta * prey * pred - self.gamma * pred,
        ])


class RK23Stepper(eqx.Module):
    field: LotkaVolterra
    rtol: float
    atol: float
    n_steps: int

    def step(self, t, y, dt):
        f = self.field
        k1 = f(t, y)
        k2 = f(t + 0.5 * dt, y + 0.5 * dt * k1)
        k3 = f(t + 0.75 * dt, y + 0.75 * dt * k2)
        y3 = y + dt * (2 * k1 + 3 * k2 + 4 * k3) / 9
        k4 = f(t + dt, y3)
        y2 = y + dt * (7 * k1 / 24 + k2 / 4 + k3 / 3 + k4 / 8)
        scale = self.atol + self.rtol * jnp.maximum(jnp.abs(y), jnp.abs(y3))
        err = jnp.sqrt(jnp.mean(((y3 - y2) / scale) ** 2))
        return y3, err


@eqx.filter_jit
def attempt_step(stepper, t, y, dt):
    y_new, err = stepper.step(t, y, dt)
    accept = err <= 1.0
    factor = jnp.clip(0.9 * err ** (-1.0 / 3.0), 0.2, 5.0)
    return jnp.where(accept, y_new, y), accept, dt * factor
