import diffrax
import jax
import jax.numpy as jnp


def wrist_field(t, y, args):
    pos, vel = y
    return vel, 60.0 * (args - pos) - 12.0 * vel


@jax.jit
def fit_to_timestamps(start, goal, ts):
    sol = diffrax.diffeqsolve(diffrax.ODETerm(wrist_field), diffrax.Tsit5(), ts[0], ts[-1], 0.01,
                              (start, jnp.zeros_like(start)), args=goal, saveat=diffrax.SaveAt(ts=ts),
                              stepsize_controller=diffrax.PIDController(rtol=1e-4, atol=1e-6))
    return sol.ys[0]
