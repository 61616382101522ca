import diffrax
import equinox as eqx
import jax.numpy as jnp

RE = 6378.137
MU = 398600.4418


def drag_orbit(t, y, args):
    r, v = y[:3], y[3:]
    h = jnp.linalg.norm(r) - RE
    rho = args["rho0"] * jnp.exp(-(h - 400.0) / args["H"])
    a_drag = -0.5 * rho * args["cd"] * args["area_to_mass"] * jnp.linalg.norm(v) * v * 1e3
    return jnp.concatenate([v, -MU * r / jnp.linalg.norm(r) ** 3 + a_drag])


@eqx.filter_jit
def decay_run(y0, args):
    sol = diffrax.diffeqsolve(diffrax.ODETerm(drag_orbit), diffrax.Tsit5(), 0.0, 5400.0, 20.0, y0, args=args,
                              stepsize_controller=diffrax.PIDController(rtol=1e-6, atol=1e-6), max_steps=4096)
    return jnp.linalg.norm(sol.ys[-1, :3]) - RE
