import diffrax
import equinox as eqx
import jax.numpy as jnp


@eqx.filter_jit
def simulate_day(model, y0, q_hvac, ts):
    def t_out(t):
        return 4.0 + 5.0 * jnp.sin(2 * jnp.pi * (t - 9.0) / 24.0)

    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(model),
        diffrax.Tsit5(),
        t0=ts[0],
        t1=ts[-1],
        dt0=0.25,
        y0=y0,
        args=(t_out, q_hvac),
        saveat=diffrax.SaveAt(ts=ts),
        max_steps=4096,
    )
    return sol.ys
