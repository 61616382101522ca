import jax
import jax.numpy as jnp
import diffrax

TS = jnp.linspace(0.0, 2.0, 201)


def vector_field(t, y, args):
    wn, zeta, amp = args
    u, v = y
    pulse = amp * jnp.exp(-((t - 0.1) / 0.02) ** 2)  # hammer impact
    return jnp.stack([v, pulse - 2 * zeta * wn * v - wn ** 2 * u])


@jax.jit
def impact_response(wn, zeta, amp):
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(vector_field), diffrax.Tsit5(), t0=0.0, t1=2.0, dt0=1e-3,
        y0=jnp.zeros(2), args=(wn, zeta, amp), saveat=diffrax.SaveAt(ts=TS),
        stepsize_controller=diffrax.PIDController(rtol=1e-6, atol=1e-9), max_steps=20000,
    )
    return sol.ys[:, 0]
