import jax
import jax.numpy as jnp


@jax.jit
def vertical_time(depth_km, z_nodes, v_nodes):
    z = jnp.linspace(0.0, 1.0, 200) * depth_km
    v = jnp.interp(z, z_nodes, v_nodes)
    return jnp.trapezoid(1.0 / v, z)
