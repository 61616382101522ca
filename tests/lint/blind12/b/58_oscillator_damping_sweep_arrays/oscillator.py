import diffrax
import equinox as eqx
import jax.numpy as jnp

TS = jnp.linspace(0.0, 10.0, 50)


def damped_oscillator(t, y, args):
    zeta, omega = args
    x, v = y
    return jnp.stack([v, -2.0 * zeta * omega * v - omega**2 * x])


@eqx.filter_jit
def settle_profile(y0, args):
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(damped_oscillator), diffrax.Tsit5(), t0=0.0, t1=10.0, dt0=0.05,
        y0=y0, args=args, saveat=diffrax.SaveAt(ts=TS),
    )
    return sol.ys[:, 0]
