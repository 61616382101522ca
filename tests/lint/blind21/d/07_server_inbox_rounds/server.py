import jax
import jax.numpy as jnp


@jax.jit
def aggregate_reports(global_w, reports, sizes):
    weights = sizes / jnp.sum(sizes)
    avg = jnp.tensordot(weights, reports, axes=1)
    return 0.5 * global_w + 0.5 * avg


class Server:
    def __init__(self, w):
        self.w = w
        self.inbox = {}
        self.sizes = {}

    def receive(self, cid, update, n):
        self.inbox[cid] = update
        self.sizes[cid] = n

    def close_round(self):
        order = sorted(self.inbox)
        reports = jnp.stack([self.inbox[c] for c in order])
        sizes = jnp.asarray([self.sizes[c] for c in order], jnp.float32)
        self.w = aggregate_reports(self.w, reports, sizes)
        self.inbox, self.sizes = {}, {}
        return self.w
