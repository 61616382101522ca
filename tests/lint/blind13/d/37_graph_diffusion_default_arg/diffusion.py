import jax
import jax.numpy as jnp


def laplacian(adj):
    return jnp.diag(adj.sum(1)) - adj


@jax.jit
def diffuse(adj, signal, tau=0.5, steps=8):
    """Approximate exp(-tau L) @ signal with `steps` explicit Euler steps."""
    lap = laplacian(adj)
    dt = tau / steps

    def body(_, s):
        return s - dt * (lap @ s)

    return jax.lax.fori_loop(0, steps, body, signal)
