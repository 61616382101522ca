import jax
import jax.numpy as jnp
import numpy as np
import optax


def pod_basis(fields, rank):
    u, s, vt = np.linalg.svd(fields - fields.mean(0), full_matrices=False)
    return jnp.asarray(vt[:rank]), jnp.asarray(fields.mean(0))


def init_mlp(key, rank, width=32):
    k1, k2, k3 = jax.random.split(key, 3)
    return {"w1": jax.random.normal(k1, (2, width)) * 0.5, "b1": jnp.zeros(width),
            "w2": jax.random.normal(k2, (width, width)) / jnp.sqrt(width), "b2": jnp.zeros(width),
            "w3": jax.random.normal(k3, (width, rank)) / jnp.sqrt(width)}


def coefficients(params, t):
    feat = jnp.stack([jnp.sin(2.0 * t), jnp.cos(2.0 * t)], -1)
    h = jnp.tanh(feat @ params["w1"] + params["b1"])
    h = jnp.tanh(h @ params["w2"] + params["b2"])
    return h @ params["w3"]


tx = optax.adam(3e-3)


@jax.jit
def train_step(params, opt_state, t, fields, basis, mean):
    def loss_fn(p):
        recon = coefficients(p, t) @ basis + mean
        return jnp.mean((recon - fields) ** 2)

    loss, g = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss
