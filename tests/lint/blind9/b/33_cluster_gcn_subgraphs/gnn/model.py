import jax
import jax.numpy as jnp
import optax


def init(key, n_feat, hidden, n_out):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (n_feat, hidden)) / jnp.sqrt(n_feat),
            "w2": jax.random.normal(k2, (hidden, n_out)) / jnp.sqrt(hidden)}


def propagate(h, senders, receivers):
    n = h.shape[0]
    deg = jax.ops.segment_sum(jnp.ones_like(receivers, jnp.float32), receivers, n) + 1.0
    agg = jax.ops.segment_sum(h[senders], receivers, n) + h
    return agg / deg[:, None]


def logits_fn(params, x, senders, receivers):
    h = jax.nn.relu(propagate(x @ params["w1"], senders, receivers))
    return propagate(h @ params["w2"], senders, receivers)


optimizer = optax.adam(1e-2)


@jax.jit
def cluster_step(params, opt_state, x, y, senders, receivers):
    def loss_fn(p):
        logits = logits_fn(p, x, senders, receivers)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = optimizer.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss
