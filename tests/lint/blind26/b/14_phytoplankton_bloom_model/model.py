import diffrax
import jax
import jax.numpy as jnp

T_SAVE = jnp.linspace(0.0, 120.0, 61)


def np_rhs(t, y, args):
    n, p = y
    mu, k, g = args
    growth = mu * n / (k + n) * p
    return jnp.stack([-growth + 0.1 * g * p, growth - g * p])


@jax.jit
def bloom_run(mu, k, g, y0):
    sol = diffrax.diffeqsolve(diffrax.ODETerm(np_rhs), diffrax.Dopri5(), 0.0, 120.0, 0.5, y0,
                              args=(mu, k, g), saveat=diffrax.SaveAt(ts=T_SAVE),
                              stepsize_controller=diffrax.PIDController(rtol=1e-5, atol=1e-7))
    return sol.ys
