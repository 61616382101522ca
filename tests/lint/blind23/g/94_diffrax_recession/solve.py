import diffrax
import jax
import jax.numpy as jnp

N_OUT = 48


def recession(t, y, args):
    k, alpha = args
    return -k * jnp.maximum(y, 0.0) ** alpha


@jax.jit
def recession_curve(q0, duration_h, k, alpha):
    ts = jnp.linspace(0.0, duration_h, N_OUT)
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(recession), diffrax.Tsit5(), t0=0.0, t1=duration_h, dt0=0.1, y0=q0,
        args=(k, alpha), saveat=diffrax.SaveAt(ts=ts),
        stepsize_controller=diffrax.PIDController(rtol=1e-5, atol=1e-7), max_steps=2048,
    )
    return ts, sol.ys
