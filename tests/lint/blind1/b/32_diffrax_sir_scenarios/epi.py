import diffrax
import jax.numpy as jnp


def sir_field(t, y, args):
    beta, gamma = args
    s, i, r = y
    return jnp.stack([-beta * s * i, beta * s * i - gamma * i, gamma * i])


SOLVER = diffrax.Tsit5()
TERM = diffrax.ODETerm(sir_field)
SAVE_AT = diffrax.SaveAt(ts=jnp.linspace(0.0, 60.0, 7))


def simulate(beta, gamma, i0):
    y0 = jnp.array([1.0 - i0, i0, 0.0])
    args = (jnp.asarray(beta, jnp.float32), jnp.asarray(gamma, jnp.float32))
    sol = diffrax.diffeqsolve(TERM, SOLVER, t0=0.0, t1=60.0, dt0=0.5, y0=y0, args=args,
                              saveat=SAVE_AT, stepsize_controller=diffrax.PIDController(rtol=1e-4, atol=1e-6))
    return sol.ys
