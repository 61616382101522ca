import jax
import jax.numpy as jnp
import optax


def predict(params, item):
    pos = item["pos"]
    d = jnp.linalg.norm(pos[:, None] - pos[None] + 1e-9, axis=-1) + jnp.eye(pos.shape[0])
    mask = jnp.triu(jnp.ones_like(d), 1)
    e = jnp.sum(mask * params["a"] * jnp.exp(-params["b"] * d))
    if "charges" in item:
        q = item["charges"]
        e = e + params["k"] * jnp.sum(mask * jnp.outer(q, q) / d)
    return e


opt = optax.sgd(1e-3)


@jax.jit
def update(params, opt_state, item):
    loss, g = jax.value_and_grad(lambda p: (predict(p, item) - item["energy"]) ** 2)(params)
    updates, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss
