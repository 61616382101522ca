import functools

import jax
import jax.numpy as jnp
import optax


def gnn(params, x, senders, receivers):
    m = jax.ops.segment_sum(x[senders] @ params["w_msg"], receivers, num_segments=x.shape[0])
    return jnp.squeeze(jax.nn.softplus(m + x @ params["w_self"]) @ params["w_out"], -1)


@functools.partial(jax.jit, static_argnums=0)
def snapshot_step(tx, params, opt_state, x, senders, receivers, y):
    def loss_fn(p):
        pred = gnn(p, x, senders, receivers)
        return jnp.mean((pred - y) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


class SnapshotTrainer:
    def __init__(self, params, lr=1e-2):
        self.tx = optax.rmsprop(lr)
        self.params = params
        self.opt_state = self.tx.init(params)

    def fit_snapshot(self, snap):
        self.params, self.opt_state, loss = snapshot_step(
            self.tx, self.params, self.opt_state, snap.x, snap.senders, snap.receivers, snap.y)
        return float(loss)
