import diffrax
import jax
import jax.numpy as jnp

SAVE_DAYS = jnp.arange(0.0, 91.0, 7.0)


def root_zone(t, theta, args):
    irrigation, kc, ksat = args
    et = kc * 5.0 * (1.0 + 0.3 * jnp.sin(2 * jnp.pi * t / 365.0))
    drainage = ksat * jnp.maximum(theta - 0.32, 0.0) ** 2
    return (irrigation - et) / 600.0 - drainage


@jax.jit
def run_scenario(theta0, irrigation, kc, ksat):
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(root_zone), diffrax.Heun(), t0=0.0, t1=90.0, dt0=1.0,
        y0=theta0, args=(irrigation, kc, ksat), saveat=diffrax.SaveAt(ts=SAVE_DAYS),
    )
    return sol.ys
