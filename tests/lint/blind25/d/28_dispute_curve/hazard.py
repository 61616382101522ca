import diffrax
import jax
import jax.numpy as jnp

def dispute_rate(t, y, args):
    base, growth = args
    exposed, disputed = y
    rate = base * jnp.exp(growth * t)
    return jnp.stack([-rate * exposed, rate * exposed])

@jax.jit
def dispute_curve(args, ts):
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(dispute_rate), diffrax.Tsit5(), t0=0.0, t1=ts[-1], dt0=0.1,
        y0=jnp.array([1.0, 0.0]), args=args, saveat=diffrax.SaveAt(ts=ts))
    return sol.ys[:, 1]
