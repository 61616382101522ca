import jax
import jax.numpy as jnp
import diffrax


def heading_dynamics(t, y, args):
    pos = y
    goal = args["goal"]
    v_air = args["airspeed"] * (goal - pos) / (jnp.linalg.norm(goal - pos) + 1e-3)
    if "wind" in args:
        v_air = v_air + args["wind"]
    return v_air


@jax.jit
def migrate(y0, args):
    sol = diffrax.diffeqsolve(diffrax.ODETerm(heading_dynamics), diffrax.Heun(), t0=0.0, t1=10.0,
                              dt0=0.05, y0=y0, args=args, saveat=diffrax.SaveAt(t1=True))
    return sol.ys[-1]
