import jax
import jax.numpy as jnp


def glacier_length(params, temp_anom):
    # Oerlemans (2005) linear response: dL/dt = -(c * T + L) / tau
    c, tau = params[0], params[1]
    def body(L, t):
        L = L + (-c * t - L) / tau
        return L, L
    _, hist = jax.lax.scan(body, jnp.float32(0.0), temp_anom)
    return hist


@jax.jit
def weighted_ensemble(members, weights, temp_anom):
    hist = jax.vmap(glacier_length, in_axes=(0, None))(members, temp_anom)
    w = weights / jnp.sum(weights)
    mean = jnp.sum(w[:, None] * hist, axis=0)
    return hist, mean
