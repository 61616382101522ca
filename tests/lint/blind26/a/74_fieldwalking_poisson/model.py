import jax
import jax.numpy as jnp
import diffrax


def uptake(t, y, args):
    k_in, k_out = args
    return k_in - k_out * y


def one_profile(k_in, k_out, t_end):
    sol = diffrax.diffeqsolve(diffrax.ODETerm(uptake), diffrax.Tsit5(), t0=0.0, t1=t_end, dt0=t_end / 40,
                              y0=jnp.array(0.0), args=(k_in, k_out), saveat=diffrax.SaveAt(t1=True))
    return sol.ys[0]


@jax.jit
def leach_profiles(k_in, k_out, t_end):
    return jax.vmap(one_profile)(k_in, k_out, t_end)
