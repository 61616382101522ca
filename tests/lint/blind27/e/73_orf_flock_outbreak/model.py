import jax
import jax.numpy as jnp
import diffrax


def sir_vf(t, y, args):
    s, i, r = y
    v = args.get("vacc_rate", 0.0) * s
    ds = args["birth"] - args["beta"] * s * i - v - args["birth"] * s
    di = args["beta"] * s * i - args["gamma"] * i - args["birth"] * i
    dr = args["gamma"] * i + v - args["birth"] * r
    return (ds, di, dr)


@jax.jit
def orf_outbreak(y0, args):
    sol = diffrax.diffeqsolve(diffrax.ODETerm(sir_vf), diffrax.Heun(), t0=0.0, t1=120.0, dt0=0.5,
                              y0=y0, args=args, saveat=diffrax.SaveAt(ts=jnp.linspace(0, 120, 13)))
    return sol.ys[1]
