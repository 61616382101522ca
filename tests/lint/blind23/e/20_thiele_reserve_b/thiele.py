import diffrax
import jax
import jax.numpy as jnp

GRID_POINTS = 41


def gompertz_mu(age):
    return 5e-5 * jnp.exp(0.095 * age)


def thiele_rhs(t, V, args):
    age0, delta, premium, benefit, term = args
    mu = gompertz_mu(age0 + t)
    return delta * V + premium - mu * (benefit - V)


@jax.jit
def solve_reserve(args):
    term_years = args[-1]
    ts = jnp.linspace(0.0, 1.0, GRID_POINTS) * term_years
    sol = diffrax.diffeqsolve(diffrax.ODETerm(thiele_rhs), diffrax.Tsit5(), t0=term_years, t1=0.0, dt0=-0.1,
                              y0=jnp.array(0.0), args=args, saveat=diffrax.SaveAt(ts=ts[::-1]),
                              stepsize_controller=diffrax.PIDController(rtol=1e-5, atol=1e-5))
    return ts, sol.ys[::-1]
