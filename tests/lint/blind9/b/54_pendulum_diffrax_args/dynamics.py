import diffrax
import jax.numpy as jnp


def driven_pendulum(t, y, damping, drive=1.2, omega_d=2.0 / 3.0):
    theta, omega = y
    return jnp.stack([omega, -damping * omega - jnp.sin(theta) + drive * jnp.cos(omega_d * t)])


PENDULUM = diffrax.ODETerm(driven_pendulum)


def simulate(damping, y0, t1=20.0, n_save=50, dt=0.05):
    sol = diffrax.diffeqsolve(
        PENDULUM, diffrax.Heun(), t0=0.0, t1=t1, dt0=dt, y0=y0,
        args=jnp.asarray(damping, dtype=jnp.float32),
        saveat=diffrax.SaveAt(ts=jnp.linspace(0.0, t1, n_save)),
        max_steps=int(t1 / dt) + 1,
    )
    return sol.ys
