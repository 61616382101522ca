import jax
import jax.numpy as jnp


@jax.jit
def fedavgm_update(params, avg_delta, momentum, beta=0.9, server_lr=1.0):
    if momentum is None:
        new_m = avg_delta
    else:
        new_m = jax.tree_util.tree_map(lambda m, d: beta * m + d, momentum, avg_delta)
    new_params = jax.tree_util.tree_map(lambda p, m: p + server_lr * m, params, new_m)
    return new_params, new_m


class MomentumServer:
    def __init__(self, params):
        self.params = params
        self.momentum = None

    def step(self, client_deltas):
        avg = jax.tree_util.tree_map(lambda *d: jnp.mean(jnp.stack(d), axis=0), *client_deltas)
        self.params, self.momentum = fedavgm_update(self.params, avg, self.momentum)
        return self.params
