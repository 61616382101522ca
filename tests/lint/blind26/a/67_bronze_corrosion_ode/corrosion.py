import jax.numpy as jnp
import equinox as eqx
import diffrax


def growth(t, y, args):
    k, chloride = args
    return k * (1.0 + chloride) / (1.0 + y)


@eqx.filter_jit
def corrosion_state(years, k, chloride):
    sol = diffrax.diffeqsolve(diffrax.ODETerm(growth), diffrax.Tsit5(), t0=0.0, t1=years, dt0=1.0,
                              y0=jnp.array(0.0), args=(k, chloride),
                              stepsize_controller=diffrax.PIDController(rtol=1e-4, atol=1e-6))
    return sol.ys[-1]
