import jax
import jax.numpy as jnp


@jax.jit
def poincare_section(x0, forcing, damping=0.3, omega=1.2, n_periods=60, steps_per_period=64):
    dt = 2 * jnp.pi / omega / steps_per_period

    def f(t, s):
        x, v = s
        return jnp.array([v, -damping * v + x - x**3 + forcing * jnp.cos(omega * t)])

    def rk4(carry, i):
        s, t = carry
        k1 = f(t, s)
        k2 = f(t + dt / 2, s + dt / 2 * k1)
        k3 = f(t + dt / 2, s + dt / 2 * k2)
        k4 = f(t + dt, s + dt * k3)
        return (s + dt / 6 * (k1 + 2 * k2 + 2 * k3 + k4), t + dt), None

    def period(carry, _):
        carry, _ = jax.lax.scan(rk4, carry, jnp.arange(steps_per_period))
        return carry, carry[0][0]

    _, xs = jax.lax.scan(period, (x0, 0.0), None, length=n_periods)
    return xs[-20:]
