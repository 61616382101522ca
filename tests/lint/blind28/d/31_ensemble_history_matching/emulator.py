import jax
import jax.numpy as jnp


def flowline_volume(params, forcing):
    # params: (sliding, melt sensitivity); crude volume response
    sliding, melt = params[0], params[1]
    def body(v, f):
        v = v + 0.02 * (1.0 - v) - melt * jnp.maximum(f, 0.0) * 0.05 - 0.01 * sliding * v
        return v, v
    _, traj = jax.lax.scan(body, jnp.float32(1.0), forcing)
    return traj


@jax.jit
def ensemble_run(members, forcing):
    return jax.vmap(flowline_volume, in_axes=(0, None))(members, forcing)
