import diffrax
import jax
import jax.numpy as jnp

OUT_FRAMES = 24


def spring_field(t, y, args):
    target, stiffness, damping = args
    pos, vel = y
    return vel, stiffness * (target - pos) - damping * vel


@jax.jit
def simulate_wrist(y0, target, duration):
    ts = jnp.linspace(0.0, 1.0, OUT_FRAMES) * duration
    sol = diffrax.diffeqsolve(diffrax.ODETerm(spring_field), diffrax.Tsit5(), t0=0.0, t1=duration,
                              dt0=0.01, y0=y0, args=(target, 40.0, 6.0), saveat=diffrax.SaveAt(ts=ts),
                              stepsize_controller=diffrax.PIDController(rtol=1e-5, atol=1e-5))
    return sol.ys[0]
