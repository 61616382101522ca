import diffrax
import jax
import jax.numpy as jnp

N_SAVE = 46


def sir_rhs(t, y, args):
    beta, gamma = args
    s, i, r = y[0], y[1], y[2]
    return jnp.array([-beta * s * i, beta * s * i - gamma * i, gamma * i])


@jax.jit
def solve_sir(y0, args, t1):
    ts = jnp.linspace(0.0, t1, N_SAVE)
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(sir_rhs), diffrax.Tsit5(), t0=0.0, t1=t1, dt0=0.25,
        y0=y0, args=args, saveat=diffrax.SaveAt(ts=ts), max_steps=256,
    )
    return ts, sol.ys
