import jax
import jax.numpy as jnp

Y_BUS_IMAG = jnp.array([[-20.0, 10.0, 10.0], [10.0, -22.0, 12.0], [10.0, 12.0, -22.0]])


@jax.jit
def dc_angles(p_inj, slack=0):
    B = -Y_BUS_IMAG
    theta = jnp.linalg.solve(B[1:, 1:], p_inj[1:])
    return jnp.concatenate([jnp.zeros(1), theta])
