import diffrax
import jax
import jax.numpy as jnp


def cycling_ode(t, v, args):
    headwind = args.get("headwind", 0.0)
    drive = args["power"] / jnp.maximum(v, 0.5)
    drag = 0.5 * 1.2 * args["cda"] * (v + headwind) ** 2
    roll = args["crr"] * args["mass"] * 9.81
    return (drive - drag - roll) / args["mass"]


@jax.jit
def speed_after(args):
    sol = diffrax.diffeqsolve(diffrax.ODETerm(cycling_ode), diffrax.Tsit5(), t0=0.0, t1=60.0, dt0=0.5,
                              y0=jnp.array(1.0), args=args)
    return sol.ys[-1]
