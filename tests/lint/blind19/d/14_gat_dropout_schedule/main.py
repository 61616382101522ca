import functools

import jax
import jax.numpy as jnp
import numpy as np
import optax

from config import GATConfig
from gat import gat_forward, init_gat

tx = optax.adam(5e-3)


@functools.partial(jax.jit, static_argnames=("cfg",))
def train_step(params, opt_state, x, senders, receivers, y, mask, key, edge_dropout, cfg):
    def loss_fn(p):
        logits = gat_forward(p, x, senders, receivers, key, edge_dropout, cfg)
        ce = optax.softmax_cross_entropy_with_integer_labels(logits, y)
        return jnp.sum(ce * mask) / jnp.sum(mask)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    n, f = 80, 10
    x = jnp.asarray(rng.normal(size=(n, f)).astype(np.float32))
    s = jnp.asarray(np.concatenate([rng.integers(0, n, 240), np.arange(n)]).astype(np.int32))
    r = jnp.asarray(np.concatenate([rng.integers(0, n, 240), np.arange(n)]).astype(np.int32))
    y = jnp.asarray(rng.integers(0, 3, n).astype(np.int32))
    mask = jnp.asarray((rng.random(n) < 0.3).astype(np.float32))

    cfg = GATConfig()
    params = init_gat(jax.random.PRNGKey(0), f, cfg)
    opt_state = tx.init(params)
    key = jax.random.PRNGKey(1)
    edge_dropout = jnp.float32(0.5)
    for epoch in range(4):
        for _ in range(3):
            key, sub = jax.random.split(key)
            params, opt_state, loss = train_step(params, opt_state, x, s, r, y, mask, sub, edge_dropout, cfg=cfg)
        edge_dropout = edge_dropout * 0.8
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
