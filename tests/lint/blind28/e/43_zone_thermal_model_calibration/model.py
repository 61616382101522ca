import diffrax
import jax
import jax.numpy as jnp


def rhs(t, y, args):
    ua, c, q_gain = args
    t_out = 8.0 + 6.0 * jnp.sin(2 * jnp.pi * (t - 9.0) / 24.0)
    occupied = (t > 7.0) & (t < 18.0)
    return (ua * (t_out - y) + q_gain * occupied) / c


@jax.jit
def trend_residual(theta, ts, temp):
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(rhs), diffrax.Heun(), t0=0.0, t1=24.0, dt0=0.1,
        y0=temp[0], args=tuple(jnp.exp(theta)),
        saveat=diffrax.SaveAt(ts=ts), max_steps=512,
    )
    return jnp.mean((sol.ys - temp) ** 2)
