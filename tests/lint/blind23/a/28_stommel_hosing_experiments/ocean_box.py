import diffrax
import jax
import jax.numpy as jnp


def stommel_rhs(t, y, args):
    T, S = y
    eta1, eta2, eta3 = args
    q = T - S
    dT = eta1 - T * (1 + jnp.abs(q))
    dS = eta2 - S * (eta3 + jnp.abs(q))
    return jnp.stack([dT, dS])


@jax.jit
def solve_box(y0, args, ts):
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(stommel_rhs), diffrax.Tsit5(), t0=0.0, t1=ts[-1], dt0=0.05,
        y0=y0, args=args, saveat=diffrax.SaveAt(ts=ts), max_steps=4096,
        stepsize_controller=diffrax.ConstantStepSize())
    return sol.ys
