import jax
import jax.numpy as jnp
import numpy as np

DT = 0.1
TARGET = jnp.array([1.0, 0.5])


def trajectory_cost(flat_u):
    u = flat_u.reshape(-1, 2)
    pos = jnp.cumsum(jnp.cumsum(u, axis=0) * DT, axis=0) * DT
    effort = jnp.sum(u ** 2) * 1e-3
    return jnp.sum((pos[-1] - TARGET) ** 2) + effort


def cost_np(flat_u):
    return float(jax.jit(trajectory_cost)(jnp.asarray(flat_u, dtype=jnp.float32)))


def grad_np(flat_u):
    g = jax.jit(jax.grad(trajectory_cost))(jnp.asarray(flat_u, dtype=jnp.float32))
    return np.asarray(g, dtype=np.float64)
