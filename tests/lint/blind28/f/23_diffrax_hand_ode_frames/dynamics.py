import diffrax
import jax
import jax.numpy as jnp


def spring_field(t, y, args):
    target, stiffness, damping = args
    pos, vel = y
    acc = stiffness * (target - pos) - damping * vel
    return vel, acc


@jax.jit
def simulate_fingertip(y0, target, ts):
    term = diffrax.ODETerm(spring_field)
    sol = diffrax.diffeqsolve(term, diffrax.Tsit5(), t0=0.0, t1=ts[-1], dt0=0.01, y0=y0,
                              args=(target, 40.0, 6.0), saveat=diffrax.SaveAt(ts=ts),
                              stepsize_controller=diffrax.PIDController(rtol=1e-5, atol=1e-5))
    return sol.ys[0]
