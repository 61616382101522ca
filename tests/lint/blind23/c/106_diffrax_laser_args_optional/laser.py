import diffrax
import jax
import jax.numpy as jnp


def rate_equations(t, y, args):
    # semiconductor laser: carrier density N, photon density S (normalised units)
    N, S = y
    drive = args["i_bias"]
    if "i_mod" in args:
        drive = drive + args["i_mod"] * jnp.sin(2 * jnp.pi * args["f_mod"] * t)
    dN = drive - N - N * S
    dS = args["gamma"] * (N * S - S + args["beta"] * N)
    return jnp.stack([dN, dS])


@jax.jit
def laser_response(args, t1):
    ts = jnp.linspace(0.0, 1.0, 200) * t1
    sol = diffrax.diffeqsolve(diffrax.ODETerm(rate_equations), diffrax.Tsit5(), 0.0, t1, 0.01,
                              jnp.array([1.0, 0.0]), args=args, saveat=diffrax.SaveAt(ts=ts),
                              stepsize_controller=diffrax.PIDController(rtol=1e-5, atol=1e-7), max_steps=20000)
    return sol.ys[:, 1]
