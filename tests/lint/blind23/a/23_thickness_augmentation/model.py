import jax
import jax.numpy as jnp


@jax.jit
def thickness_features(fields):
    z = jnp.stack(fields["z"])
    t = jnp.stack(fields["t"])
    q = jnp.stack(fields["q"])
    tv = t * (1 + 0.61 * q)
    thick = z[:-1] - z[1:]
    return jnp.concatenate([thick, tv.mean(0, keepdims=True)], axis=0).mean(axis=(1, 2))
