import jax.numpy as jnp

# (a, b, c, alpha, beta, gamma) as they appear in the structure records
STRUCTURES = {
    "NaCl": (5.64, 5.64, 5.64, 90, 90, 90),
    "TiO2-rutile": (4.59, 4.59, 2.96, 90, 90, 90),
    "ZrO2-monoclinic": (5.15, 5.21, 5.31, 90, 99.2, 90),
    "CuSO4-triclinic": (6.12, 10.73, 5.97, 82.3, 107.4, 102.7),
    "Graphite": (2.46, 2.46, 6.71, 90, 90, 120),
}


def lattice_matrix(a, b, c, alpha, beta, gamma):
    al, be, ga = jnp.deg2rad(alpha), jnp.deg2rad(beta), jnp.deg2rad(gamma)
    v_x = jnp.array([a, 0.0, 0.0])
    v_y = jnp.array([b * jnp.cos(ga), b * jnp.sin(ga), 0.0])
    cx = c * jnp.cos(be)
    cy = c * (jnp.cos(al) - jnp.cos(be) * jnp.cos(ga)) / jnp.sin(ga)
    cz = jnp.sqrt(jnp.maximum(c ** 2 - cx ** 2 - cy ** 2, 1e-12))
    return jnp.stack([v_x, v_y, jnp.array([cx, cy, cz])])
