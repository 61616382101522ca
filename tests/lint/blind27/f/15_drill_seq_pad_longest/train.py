import jax
import jax.numpy as jnp
import optax

tx = optax.adam(1e-2)


def init(key):
    k1, k2 = jax.random.split(key)
    return {"conv": jax.random.normal(k1, (5, 3, 16)) * 0.2, "out": jax.random.normal(k2, (16,)) * 0.2}


def forward(p, x):
    h = jax.lax.conv_general_dilated(x, p["conv"], (1,), "SAME", dimension_numbers=("NWC", "WIO", "NWC"))
    return jnp.tanh(h) @ p["out"]


@jax.jit
def train_on_holes(p, s, x, y, m):
    def loss(p):
        logit = forward(p, x)
        return jnp.sum(optax.sigmoid_binary_cross_entropy(logit, y) * m) / jnp.sum(m)
    l, g = jax.value_and_grad(loss)(p)
    u, s = tx.update(g, s)
    return optax.apply_updates(p, u), s, l
