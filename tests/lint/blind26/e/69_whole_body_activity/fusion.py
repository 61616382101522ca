import jax
import jax.numpy as jnp


@jax.jit
def whole_body_activity(units):
    mags = [jnp.linalg.norm(u, axis=-1) for u in units]
    return jnp.mean(jnp.stack(mags)), jnp.max(jnp.stack(mags))
