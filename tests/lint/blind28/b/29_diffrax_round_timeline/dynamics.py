import diffrax
import jax
import jax.numpy as jnp


def economy_field(t, y, args):
    income, spend = args
    gold, items = y
    dgold = income - spend * jax.nn.sigmoid(gold - 3.0)
    ditems = spend * jax.nn.sigmoid(gold - 3.0) * 0.1
    return jnp.stack([dgold, ditems])


@jax.jit
def simulate_economy(y0, args, ts):
    term = diffrax.ODETerm(economy_field)
    sol = diffrax.diffeqsolve(term, diffrax.Tsit5(), t0=0.0, t1=ts[-1], dt0=0.1,
                              y0=y0, args=args, saveat=diffrax.SaveAt(ts=ts))
    return sol.ys
