import jax
import jax.numpy as jnp


class FedServer:
    def __init__(self, params, server_lr=1.0):
        self.params = params
        self.server_lr = server_lr
        self.round = 0
        server_lr = self.server_lr

        @jax.jit
        def server_update(global_params, stacked, weights):
            w = weights / jnp.sum(weights)
            avg = jax.tree_util.tree_map(lambda s: jnp.tensordot(w, s, axes=1), stacked)
            return jax.tree_util.tree_map(
                lambda g, a: g + server_lr * (a - g), global_params, avg)

        self._server_update = server_update

    def aggregate(self, client_params, weights):
        stacked = jax.tree_util.tree_map(lambda *p: jnp.stack(p), *client_params)
        self.params = self._server_update(self.params, stacked, weights)
        self.round += 1
        return self.params
