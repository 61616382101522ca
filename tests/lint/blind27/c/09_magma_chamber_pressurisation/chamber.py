import jax.numpy as jnp
import diffrax


def chamber_rhs(t, y, args):
    recharge, k_out, p_crit = args
    pressure, volume = y
    outflow = k_out * jnp.maximum(pressure - p_crit, 0.0)
    dp = recharge - outflow - 0.05 * pressure
    dv = outflow
    return jnp.stack([dp, dv])


def integrate(args, t1=50.0, n_save=64):
    term = diffrax.ODETerm(chamber_rhs)
    sol = diffrax.diffeqsolve(term, diffrax.Tsit5(), t0=0.0, t1=t1, dt0=0.1,
                              y0=jnp.array([0.0, 0.0]), args=args,
                              saveat=diffrax.SaveAt(ts=jnp.linspace(0.0, t1, n_save)))
    return sol.ys
