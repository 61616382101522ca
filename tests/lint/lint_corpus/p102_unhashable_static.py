# source: a list as a static argument (github.com/jax-ml/jax/issues/7561): JAX refuses it
# jax-raises: ValueError
# lint: JC102@13
import jax
import jax.numpy as jnp


def _mesh_eval(x, limits):
    return x * (limits[1] - limits[0])


mesh_eval = jax.jit(_mesh_eval, static_argnums=(1,))
mesh_eval(jnp.ones(3), [-2, 2])
