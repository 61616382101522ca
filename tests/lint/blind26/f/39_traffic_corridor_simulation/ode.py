import diffrax
import jax
import jax.numpy as jnp

def corridor_rhs(t, n, args):
    demand, cap = args
    inflow = demand * (1.0 + 0.5 * jnp.sin(jnp.pi * t / 12.0))
    outflow = cap * n / (n + 50.0)
    return inflow - outflow

@jax.jit
def solve_corridor(n0, ts, demand, cap):
    sol = diffrax.diffeqsolve(diffrax.ODETerm(corridor_rhs), diffrax.Tsit5(), t0=ts[0], t1=ts[-1], dt0=0.05,
                              y0=n0, args=(demand, cap), saveat=diffrax.SaveAt(ts=ts))
    return sol.ys
