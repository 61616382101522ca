import jax.numpy as jnp


def rot(a, b, c):
    ca, sa = jnp.cos(b / 2), jnp.sin(b / 2)
    return jnp.array([[jnp.exp(-0.5j * (a + c)) * ca, -jnp.exp(0.5j * (a - c)) * sa],
                      [jnp.exp(-0.5j * (a - c)) * sa, jnp.exp(0.5j * (a + c)) * ca]])


def reupload_prob(params, x):
    state = jnp.array([1.0 + 0j, 0.0 + 0j])
    for w in params:
        state = rot(w[0] * x[0] + w[1], w[2] * x[1] + w[3], w[4]) @ state
    return jnp.abs(state[0]) ** 2


def circle_data(key_rng, n):
    x = key_rng.uniform(-1, 1, size=(n, 2)).astype("float32")
    y = (x[:, 0] ** 2 + x[:, 1] ** 2 < 0.5).astype("float32")
    return x, y
