import jax.numpy as jnp
import numpy as np


def build_truss(n_bays=6, width=1.0, height=1.0):
    top = [(i * width, height) for i in range(n_bays + 1)]
    bot = [(i * width, 0.0) for i in range(n_bays + 1)]
    nodes = np.array(bot + top, np.float32)
    m = n_bays + 1
    bars = []
    for i in range(n_bays):
        bars += [(i, i + 1), (m + i, m + i + 1), (i, m + i + 1)]
    bars += [(i, m + i) for i in range(m)]
    return jnp.asarray(nodes), jnp.asarray(np.array(bars))


def total_potential(u_free, nodes, bars, free_mask, load, ea=100.0):
    u = jnp.zeros_like(nodes).at[free_mask].set(u_free)
    x = nodes + u
    i, j = bars[:, 0], bars[:, 1]
    l0 = jnp.linalg.norm(nodes[j] - nodes[i], axis=-1)
    l = jnp.linalg.norm(x[j] - x[i], axis=-1)
    strain_energy = 0.5 * ea * jnp.sum((l - l0) ** 2 / l0)
    return strain_energy - jnp.sum(load[free_mask] * u_free)
