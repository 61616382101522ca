import diffrax
import jax
import jax.numpy as jnp


def area_frequency(t, y, args):
    df, pm, integ = y
    h, d, r, tg = args["H"], args["D"], args["R"], args["Tg"]
    dp_load = args["step_mw"] * (t > 1.0)
    agc = -args["Ki"] * integ if "Ki" in args else 0.0
    ddf = (pm - dp_load - d * df) / (2 * h)
    dpm = (-df / r + agc - pm) / tg
    dint = df
    return jnp.stack([ddf, dpm, dint])


@jax.jit
def simulate_area(args):
    ts = jnp.linspace(0.0, 20.0, 201)
    sol = diffrax.diffeqsolve(diffrax.ODETerm(area_frequency), diffrax.Tsit5(), 0.0, 20.0, 0.01,
                              jnp.zeros(3), args=args, saveat=diffrax.SaveAt(ts=ts),
                              stepsize_controller=diffrax.PIDController(rtol=1e-6, atol=1e-8), max_steps=10000)
    return sol.ys[:, 0]
