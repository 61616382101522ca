import jax
import jax.numpy as jnp
import diffrax

N_OUT = 33


def crust_rhs(t, y, args):
    k, t_amb = args
    temp, crust = y
    dtemp = -k * (temp - t_amb) / (1.0 + crust)
    dcrust = 0.02 * jnp.sqrt(jnp.maximum(temp - 700.0, 0.0)) / (1.0 + crust)
    return jnp.stack([dtemp, dcrust])


@jax.jit
def cooling_history(k, hours):
    ts = jnp.linspace(0.0, 1.0, N_OUT) * hours
    sol = diffrax.diffeqsolve(diffrax.ODETerm(crust_rhs), diffrax.Dopri5(), 0.0, hours, 0.05,
                              jnp.array([1150.0, 0.0]), args=(k, 25.0),
                              saveat=diffrax.SaveAt(ts=ts), max_steps=8192)
    return ts, sol.ys
