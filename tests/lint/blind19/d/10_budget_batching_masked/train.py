import functools

import jax
import jax.numpy as jnp
import optax


def init_params(key, d_in=8, hidden=32):
    k1, k2, k3 = jax.random.split(key, 3)
    return {"embed": jax.random.normal(k1, (d_in, hidden)) * 0.1,
            "msg": jax.random.normal(k2, (hidden, hidden)) * 0.1,
            "readout": jax.random.normal(k3, (hidden,)) * 0.1}


def forward(params, batch, num_graphs):
    h = jnp.tanh(batch["x"] @ params["embed"])
    m = (h[batch["senders"]] @ params["msg"]) * batch["edge_mask"][:, None]
    h = h + jax.ops.segment_sum(m, batch["receivers"], num_segments=h.shape[0])
    pooled = jax.ops.segment_sum(h, batch["graph_id"], num_segments=num_graphs + 1)[:num_graphs]
    return pooled @ params["readout"]


optimizer = optax.adamw(3e-3, weight_decay=1e-4)


@functools.partial(jax.jit, static_argnames=("num_graphs",))
def train_step(params, opt_state, batch, num_graphs):
    def loss_fn(p):
        pred = forward(p, batch, num_graphs)
        err = (pred - batch["y"]) ** 2
        return jnp.sum(err * batch["graph_mask"]) / jnp.sum(batch["graph_mask"])
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss
