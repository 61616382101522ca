import jax.numpy as jnp

L1, L2 = 0.30, 0.27  # upper arm, forearm (m)


def hand_position(q):
    return jnp.array([L1 * jnp.cos(q[0]) + L2 * jnp.cos(q[0] + q[1]),
                      L1 * jnp.sin(q[0]) + L2 * jnp.sin(q[0] + q[1])])
