import diffrax
import equinox as eqx
import jax.numpy as jnp


def residue_decay(t, y, args):
    k_fast, k_slow, moisture = args
    return jnp.stack([-k_fast * moisture * y[0], -k_slow * moisture * y[1]])


@eqx.filter_jit
def residue_remaining(y0, args, t1, controller):
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(residue_decay), diffrax.Tsit5(), t0=0.0, t1=t1, dt0=1.0,
        y0=y0, args=args, stepsize_controller=controller,
    )
    return sol.ys[-1]
