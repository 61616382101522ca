import jax
import jax.numpy as jnp
import optax


def init_params(key, d_in=5, hidden=16):
    k1, k2, k3 = jax.random.split(key, 3)
    return {"w1": jax.random.normal(k1, (d_in, hidden)) / jnp.sqrt(d_in),
            "w2": jax.random.normal(k2, (hidden, hidden)) / jnp.sqrt(hidden),
            "out": jax.random.normal(k3, (hidden,)) / jnp.sqrt(hidden)}


def dense_gcn(params, adj, x, mask):
    a_hat = adj + jnp.eye(adj.shape[-1]) * mask[..., None]
    deg = jnp.maximum(a_hat.sum(-1, keepdims=True), 1.0)
    h = jax.nn.relu((a_hat @ (x @ params["w1"])) / deg)
    h = jax.nn.relu((a_hat @ (h @ params["w2"])) / deg)
    pooled = jnp.sum(h * mask[..., None], 1) / jnp.maximum(mask.sum(1, keepdims=True), 1.0)
    return pooled @ params["out"]


optimizer = optax.adam(3e-3)


@jax.jit
def train_step(params, opt_state, adj, x, mask, y):
    loss, grads = jax.value_and_grad(lambda p: jnp.mean((dense_gcn(p, adj, x, mask) - y) ** 2))(params)
    updates, opt_state = optimizer.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss
