import jax
import jax.numpy as jnp
import diffrax

def current_field(t, y, args):
    u0, k = args
    x, yy = y[0], y[1]
    return jnp.array([u0 * jnp.cos(k * yy), -u0 * 0.3 * jnp.sin(k * x)]) - 0.05 * y

@jax.jit
def drift_trajectory(y0, args, ts):
    term = diffrax.ODETerm(current_field)
    sol = diffrax.diffeqsolve(term, diffrax.Tsit5(), t0=0.0, t1=ts[-1], dt0=0.1, y0=y0,
                              args=args, saveat=diffrax.SaveAt(ts=ts), max_steps=4096)
    return sol.ys
