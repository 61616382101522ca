import jax
import jax.numpy as jnp


@jax.jit
def vs_command(alt, vs, target, vs_limit):
    err = target - alt
    vs_cmd = jnp.clip(2.0 * err, -vs_limit, vs_limit)
    return vs + 0.2 * (vs_cmd - vs)
