import diffrax
import equinox as eqx
import jax.numpy as jnp


def oil_temp_rhs(t, T, args):
    heat_in, k_cool, T_amb = args
    return heat_in - k_cool * (T - T_amb)


@eqx.filter_jit
def oil_temp_end(T0, args, solver, controller):
    sol = diffrax.diffeqsolve(diffrax.ODETerm(oil_temp_rhs), solver, 0.0, 3600.0, 10.0, T0,
                              args=args, stepsize_controller=controller, saveat=diffrax.SaveAt(t1=True),
                              max_steps=2048)
    return sol.ys[0]
