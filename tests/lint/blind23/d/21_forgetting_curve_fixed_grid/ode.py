import diffrax
import jax
import jax.numpy as jnp

T_GRID = jnp.linspace(0.0, 30.0, 31)


def retention_field(t, y, args):
    decay, consolidation = args
    memory, strength = y
    return jnp.stack([-decay * memory / (1.0 + strength), consolidation * memory])


@jax.jit
def simulate_retention(y0, args):
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(retention_field), diffrax.Tsit5(), t0=0.0, t1=30.0, dt0=0.1,
        y0=y0, args=args, saveat=diffrax.SaveAt(ts=T_GRID))
    return sol.ys[:, 0]
