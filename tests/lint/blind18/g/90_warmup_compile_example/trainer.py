import time

import jax
import jax.numpy as jnp
import optax


class Trainer:
    def __init__(self, params, tx, step_fn, batch_size, num_features):
        self.params = params
        self.tx = tx
        self.opt_state = tx.init(params)
        self.step_fn = step_fn
        self.batch_size = batch_size
        self.num_features = num_features

    def warmup(self, example_batch):
        """Compile ahead of the first real batch so step timings are clean."""
        t0 = time.perf_counter()
        dummy_x, dummy_y = jax.tree_util.tree_map(jnp.zeros_like, example_batch)
        jax.block_until_ready(self.step_fn(self.params, self.opt_state, dummy_x, dummy_y))
        return time.perf_counter() - t0

    def fit(self, loader):
        times = []
        for x, y in loader:
            t0 = time.perf_counter()
            self.params, self.opt_state, loss = self.step_fn(self.params, self.opt_state, x, y)
            jax.block_until_ready(loss)
            times.append(time.perf_counter() - t0)
        return float(loss), times
