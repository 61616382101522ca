import jax
import jax.numpy as jnp


def model(p, x):
    return jnp.tanh(x @ p["w"] + p["b"]) @ p["v"]


@jax.jit
def sgd_epoch(p, x, y, hparams):
    loss, g = jax.value_and_grad(lambda q: jnp.mean((model(q, x)[:, 0] - y) ** 2))(p)
    if "clip" in hparams:
        norm = jnp.sqrt(sum(jnp.sum(v ** 2) for v in jax.tree.leaves(g)))
        g = jax.tree.map(lambda v: v * jnp.minimum(1.0, hparams["clip"] / norm), g)
    return jax.tree.map(lambda a, b: a - hparams["lr"] * b, p, g), loss
