import diffrax
import equinox as eqx
import jax.numpy as jnp


def ozone_chapman(t, y, args):
    O, O3 = y
    j2, k2, j3, k4 = args
    O2 = 1.0
    dO = 2 * j2 * O2 - k2 * O * O2 + j3 * O3 - k4 * O * O3
    dO3 = k2 * O * O2 - j3 * O3 - k4 * O * O3
    return jnp.stack([dO, dO3])


@eqx.filter_jit
def integrate_chapman(y0, rates, controller):
    sol = diffrax.diffeqsolve(diffrax.ODETerm(ozone_chapman), diffrax.Kvaerno5(), 0.0, 50.0, 0.01, y0,
                              args=rates, stepsize_controller=controller, max_steps=50000)
    return sol.ys[-1], sol.stats["num_steps"]
