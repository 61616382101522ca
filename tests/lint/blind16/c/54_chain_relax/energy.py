import jax
import jax.numpy as jnp


def chain_energy(x, bond=1.0, k_bond=50.0, k_angle=2.0):
    b = x[1:] - x[:-1]
    r = jnp.linalg.norm(b, axis=-1)
    e_bond = k_bond * jnp.sum((r - bond) ** 2)
    cos = jnp.sum(b[1:] * b[:-1], -1) / (r[1:] * r[:-1])
    e_angle = k_angle * jnp.sum(1.0 - cos)
    d = x[:, None] - x[None, :]
    r2 = jnp.sum(d**2, -1) + jnp.eye(x.shape[0])
    mask = jnp.triu(jnp.ones_like(r2), k=3)
    e_rep = jnp.sum(mask * (0.5 / r2) ** 6)
    return e_bond + e_angle + e_rep


@jax.jit
def momentum_step(x, velocity, lr=1e-3, beta=0.9):
    e, g = jax.value_and_grad(chain_energy)(x)
    if velocity is None:
        velocity = -lr * g
    else:
        velocity = beta * velocity - lr * g
    return x + velocity, velocity, e
