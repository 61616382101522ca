import diffrax
import equinox as eqx
import jax.numpy as jnp

MU = 398600.4418


def two_body(t, y, args):
    r = y[:3]
    return jnp.concatenate([y[3:], -MU * r / jnp.linalg.norm(r) ** 3])


@eqx.filter_jit
def propagate_to(y0, t1):
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(two_body), diffrax.Tsit5(), t0=0.0, t1=t1, dt0=10.0, y0=y0,
        stepsize_controller=diffrax.PIDController(rtol=1e-8, atol=1e-8), max_steps=4096,
    )
    return sol.ys[-1]
