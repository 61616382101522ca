import jax
import jax.numpy as jnp
import diffrax


def sir_field(t, y, args):
    beta, gamma, ifr = args
    s, i, r, d = y
    new_inf = beta * s * i
    return jnp.stack([-new_inf, new_inf - gamma * i, gamma * i * (1 - ifr), gamma * i * ifr])


@jax.jit
def excess_deaths(beta, gamma, ifr, horizon_weeks):
    y0 = jnp.array([0.999, 0.001, 0.0, 0.0])
    sol = diffrax.diffeqsolve(diffrax.ODETerm(sir_field), diffrax.Tsit5(), t0=0.0, t1=horizon_weeks,
                              dt0=0.1, y0=y0, args=(beta, gamma, ifr),
                              stepsize_controller=diffrax.PIDController(rtol=1e-5, atol=1e-7),
                              max_steps=4096)
    return sol.ys[-1, 3]
