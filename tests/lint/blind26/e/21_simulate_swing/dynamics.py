import diffrax
import jax
import jax.numpy as jnp


def swing_leg(t, y, args):
    length, damping, hip_torque = args
    theta, omega = y
    g = 9.81
    domega = -(g / length) * jnp.sin(theta) - damping * omega + hip_torque * jnp.cos(2.0 * t)
    return jnp.stack([omega, domega])


@jax.jit
def simulate_swing(y0, args):
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(swing_leg), diffrax.Tsit5(), t0=0.0, t1=0.8, dt0=0.01, y0=y0,
        args=args, saveat=diffrax.SaveAt(ts=jnp.linspace(0.0, 0.8, 41)))
    return sol.ys
