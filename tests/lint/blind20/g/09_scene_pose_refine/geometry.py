import jax.numpy as jnp


def so3_exp(w):
    theta = jnp.sqrt(jnp.sum(w ** 2) + 1e-12)
    k = w / theta
    K = jnp.array([[0.0, -k[2], k[1]], [k[2], 0.0, -k[0]], [-k[1], k[0], 0.0]])
    return jnp.eye(3) + jnp.sin(theta) * K + (1.0 - jnp.cos(theta)) * K @ K


def project(points, rot, trans, focal=50.0):
    cam = points @ rot.T + trans
    return focal * cam[:, :2] / (cam[:, 2:3] + 1e-6)
