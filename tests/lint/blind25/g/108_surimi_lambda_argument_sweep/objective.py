import jax
import jax.numpy as jnp


def penalised_loss(w, x, y, lam):
    return jnp.mean((x @ w - y) ** 2) + lam * jnp.sum(jnp.abs(w))


@jax.jit
def l1_grad(w, x, y, lam):
    return jax.grad(penalised_loss)(w, x, y, lam)
