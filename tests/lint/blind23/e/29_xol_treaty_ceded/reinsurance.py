import jax
import jax.numpy as jnp


@jax.jit
def ceded_losses(gross, layers):
    ceded = jnp.zeros_like(gross)
    for attachment, limit in layers:
        ceded = ceded + jnp.clip(gross - attachment, 0.0, limit)
    return ceded


def standard_programme():
    return [(jnp.float32(1e6), jnp.float32(4e6)), (jnp.float32(5e6), jnp.float32(10e6))]


def renegotiated_programme(programme, retention_shift):
    return tuple((a + retention_shift, l) for a, l in programme)
