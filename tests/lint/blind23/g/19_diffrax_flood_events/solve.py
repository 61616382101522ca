import diffrax
import jax
import jax.numpy as jnp


def vector_field(t, y, args):
    peak, k1, k2 = args
    rain = peak * jnp.exp(-((t - 10.0) / 4.0) ** 2)
    s1, s2 = y
    q1 = k1 * s1
    q2 = k2 * s2
    return jnp.stack([rain - q1, q1 - q2])


@jax.jit
def nonlinear_cascade(peak, ts):
    term = diffrax.ODETerm(vector_field)
    sol = diffrax.diffeqsolve(
        term, diffrax.Tsit5(), t0=0.0, t1=ts[-1], dt0=0.5,
        y0=jnp.zeros(2), args=(peak, 0.3, 0.1),
        saveat=diffrax.SaveAt(ts=ts),
        stepsize_controller=diffrax.PIDController(rtol=1e-4, atol=1e-6),
    )
    return 0.1 * sol.ys[:, 1]
