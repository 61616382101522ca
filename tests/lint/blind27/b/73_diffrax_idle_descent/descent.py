import diffrax
import equinox as eqx
import jax.numpy as jnp


def idle_descent(t, y, args):
    # y = [altitude m, true airspeed m/s]; args = (gamma_rad, decel)
    gamma, decel = args
    h, v = y
    return jnp.stack([-v * jnp.sin(gamma) * (h > 0), -decel * (v > 130.0)])


@eqx.filter_jit
def descend(y0, args, t1, max_steps):
    sol = diffrax.diffeqsolve(diffrax.ODETerm(idle_descent), diffrax.Heun(), 0.0, t1, 2.0, y0,
                              args=args, max_steps=max_steps, saveat=diffrax.SaveAt(t1=True))
    return sol.ys[0]
