import jax.numpy as jnp
import diffrax
import equinox as eqx


def skills_field(t, y, args):
    learn_rate, decay, hire_inflow = args
    proficient, learning = y
    return jnp.stack([learn_rate * learning - decay * proficient,
                      hire_inflow - learn_rate * learning])


@eqx.filter_jit
def skills_trajectory(y0, args):
    ts = jnp.linspace(0.0, 24.0, 25)
    sol = diffrax.diffeqsolve(diffrax.ODETerm(skills_field), diffrax.Tsit5(), 0.0, 24.0, 0.2, y0,
                              args=args, saveat=diffrax.SaveAt(ts=ts), max_steps=2048)
    return sol.ys
