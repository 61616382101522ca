import jax
import jax.numpy as jnp
import diffrax


def crust_rhs(t, y, args):
    k, t_amb = args
    temp, crust = y
    dtemp = -k * (temp - t_amb) / (1.0 + crust)
    dcrust = 0.02 * jnp.sqrt(jnp.maximum(temp - 700.0, 0.0)) / (1.0 + crust)
    return jnp.stack([dtemp, dcrust])


@jax.jit
def cooling_curve(k, ts):
    sol = diffrax.diffeqsolve(diffrax.ODETerm(crust_rhs), diffrax.Dopri5(), ts[0], ts[-1], 0.05,
                              jnp.array([1150.0, 0.0]), args=(k, 25.0),
                              saveat=diffrax.SaveAt(ts=ts))
    return sol.ys
