import jax
import jax.numpy as jnp
import diffrax


def vdp(t, y, args):
    # van der Pol style self-sustained vocal fold oscillation
    mu, omega = args
    x, v = y
    return jnp.stack([v, mu * (1 - x ** 2) * v - omega ** 2 * x])


@jax.jit
def simulate_glottal(args, ts):
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(vdp), diffrax.Tsit5(), t0=0.0, t1=ts[-1], dt0=1e-4,
        y0=jnp.array([0.1, 0.0]), args=args, saveat=diffrax.SaveAt(ts=ts),
        stepsize_controller=diffrax.PIDController(rtol=1e-5, atol=1e-6), max_steps=20000)
    return sol.ys[:, 0]
