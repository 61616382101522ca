import diffrax
import jax.numpy as jnp


def sir_rhs(t, y, beta, gamma):
    s, i, r = y
    return jnp.stack([-beta * s * i, beta * s * i - gamma * i, gamma * i])


def simulate_incidence(beta, gamma, i0, days):
    term = diffrax.ODETerm(lambda t, y, args: sir_rhs(t, y, beta, gamma))
    y0 = jnp.array([1.0 - i0, i0, 0.0])
    sol = diffrax.diffeqsolve(term, diffrax.Tsit5(), t0=0.0, t1=float(days[-1]), dt0=1.0, y0=y0,
                              saveat=diffrax.SaveAt(ts=days), max_steps=64)
    return sol.ys[:, 1]
