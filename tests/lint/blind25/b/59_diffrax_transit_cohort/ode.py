import diffrax
import equinox as eqx
import jax.numpy as jnp


def transit_rhs(t, y, args):
    ktr, ke = args
    a0, a1, a2, central = y
    return jnp.stack([-ktr * a0, ktr * (a0 - a1), ktr * (a1 - a2), ktr * a2 - ke * central])


@eqx.filter_jit
def transit_solution(y0, args, dt0, ts):
    sol = diffrax.diffeqsolve(diffrax.ODETerm(transit_rhs), diffrax.Heun(), t0=0.0, t1=ts[-1], dt0=dt0,
                              y0=y0, args=args, saveat=diffrax.SaveAt(ts=ts), max_steps=4096)
    return sol.ys[:, 3]
