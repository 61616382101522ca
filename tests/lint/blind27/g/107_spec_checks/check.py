import jax
import jax.numpy as jnp


@jax.jit
def out_of_spec(ph, so2, ph_bounds, so2_bounds):
    bad_ph = (ph < ph_bounds[0]) | (ph > ph_bounds[1])
    bad_so2 = (so2 < so2_bounds[0]) | (so2 > so2_bounds[1])
    return bad_ph | bad_so2
