import diffrax
import jax
import jax.numpy as jnp


def gompertz_mu(age):
    return 5e-5 * jnp.exp(0.095 * age)


def thiele_rhs(t, V, args):
    age0, delta, premium, benefit = args
    mu = gompertz_mu(age0 + t)
    return delta * V + premium - mu * (benefit - V)


@jax.jit
def solve_reserve(args, ts):
    term = diffrax.ODETerm(thiele_rhs)
    sol = diffrax.diffeqsolve(term, diffrax.Tsit5(), t0=ts[-1], t1=ts[0], dt0=-0.1, y0=jnp.array(0.0),
                              args=args, saveat=diffrax.SaveAt(ts=ts[::-1]),
                              stepsize_controller=diffrax.PIDController(rtol=1e-5, atol=1e-5))
    return sol.ys[::-1]
