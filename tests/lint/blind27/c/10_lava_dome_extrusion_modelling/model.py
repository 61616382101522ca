import jax
import jax.numpy as jnp
import diffrax


def conduit_rhs(t, y, args):
    q_in, tau = args
    dome, press = y
    extrusion = press / tau
    return jnp.stack([extrusion, q_in - extrusion - 0.02 * dome])


@jax.jit
def extrusion_history(q_in, tau):
    term = diffrax.ODETerm(conduit_rhs)
    sol = diffrax.diffeqsolve(term, diffrax.Tsit5(), 0.0, 40.0, 0.1, jnp.zeros(2),
                              args=(q_in, tau),
                              saveat=diffrax.SaveAt(ts=jnp.linspace(0.0, 40.0, 81)))
    return sol.ys[:, 0]
