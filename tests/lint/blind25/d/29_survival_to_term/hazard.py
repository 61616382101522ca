import diffrax
import jax
import jax.numpy as jnp

MAX_MONTHS = 60

def breach_rhs(t, y, args):
    k, = args
    return -k * (1.0 + 0.5 * jnp.sin(t / 6.0)) * y

@jax.jit
def survival_to_term(k, term):
    ts = jnp.arange(1.0, MAX_MONTHS + 1.0)
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(breach_rhs), diffrax.Tsit5(), t0=0.0, t1=float(MAX_MONTHS), dt0=0.25,
        y0=jnp.array(1.0), args=(k,), saveat=diffrax.SaveAt(ts=ts))
    idx = jnp.clip(term - 1, 0, MAX_MONTHS - 1)
    return sol.ys[idx]
