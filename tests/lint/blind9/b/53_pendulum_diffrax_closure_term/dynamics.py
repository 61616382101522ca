import diffrax
import jax.numpy as jnp


def driven_pendulum(t, y, damping, drive=1.2, omega_d=2.0 / 3.0):
    theta, omega = y
    return jnp.stack([omega, -damping * omega - jnp.sin(theta) + drive * jnp.cos(omega_d * t)])


def simulate(damping, y0, t1=20.0, n_save=50, dt=0.05):
    term = diffrax.ODETerm(lambda t, y, args: driven_pendulum(t, y, damping))
    sol = diffrax.diffeqsolve(
        term, diffrax.Heun(), t0=0.0, t1=t1, dt0=dt, y0=y0,
        saveat=diffrax.SaveAt(ts=jnp.linspace(0.0, t1, n_save)),
        max_steps=int(t1 / dt) + 1,
    )
    return sol.ys
