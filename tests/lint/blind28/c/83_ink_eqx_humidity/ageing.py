import diffrax
import equinox as eqx
import jax.numpy as jnp


def make_vector_field(rate, humidity):
    def field(t, y, args):
        return -rate * (1.0 + humidity) * y
    return field


@eqx.filter_jit
def remaining_density(vector_field, age):
    sol = diffrax.diffeqsolve(diffrax.ODETerm(vector_field), diffrax.Tsit5(), t0=0.0, t1=age,
                              dt0=1.0, y0=jnp.array(1.0),
                              stepsize_controller=diffrax.PIDController(rtol=1e-5, atol=1e-7))
    return sol.ys[-1]
