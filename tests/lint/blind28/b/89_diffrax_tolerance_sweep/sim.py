import diffrax
import equinox as eqx
import jax.numpy as jnp


def lane_pressure(t, y, args):
    # creep wave equilibrium between two lanes' push strengths
    push_a, push_b = args
    x, v = y
    return jnp.stack([v, push_a - push_b - 0.4 * v - 0.8 * x])


@eqx.filter_jit
def wave_position(y0, args, controller):
    sol = diffrax.diffeqsolve(diffrax.ODETerm(lane_pressure), diffrax.Tsit5(), 0.0, 30.0, 0.1, y0,
                              args=args, stepsize_controller=controller,
                              saveat=diffrax.SaveAt(t1=True))
    return sol.ys[-1]
