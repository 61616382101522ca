import diffrax
import equinox as eqx
import jax.numpy as jnp


def so2_decay(t, y, args):
    k_bind, k_ox = args
    free, bound = y[0], y[1]
    return jnp.stack([-(k_bind + k_ox) * free, k_bind * free])


@eqx.filter_jit
def so2_after_storage(y0, args, t1):
    sol = diffrax.diffeqsolve(diffrax.ODETerm(so2_decay), diffrax.Tsit5(), 0.0, t1, 0.5, y0, args=args,
                              stepsize_controller=diffrax.PIDController(rtol=1e-5, atol=1e-6))
    return sol.ys[-1]
