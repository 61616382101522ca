import diffrax
import equinox as eqx
import jax.numpy as jnp


def tank_rhs(t, T, args):
    ambient, heater_kw, ua = args
    return (heater_kw - ua * (T - ambient - 3.0 * jnp.sin(2 * jnp.pi * t / 24.0))) / 450.0


@eqx.filter_jit
def tank_temperature(T0, args, hours, max_steps):
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(tank_rhs), diffrax.Tsit5(), t0=0.0, t1=hours, dt0=0.25, y0=T0, args=args,
        saveat=diffrax.SaveAt(t1=True), max_steps=max_steps,
    )
    return sol.ys[-1]
