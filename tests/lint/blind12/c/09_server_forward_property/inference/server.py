import jax
import jax.numpy as jnp
import numpy as np


class BatchServer:
    def __init__(self, params, max_batch=8):
        self.params = params
        self.max_batch = max_batch
        self.queue = []

    @property
    def forward(self):
        params = self.params

        def forward(x):
            h = jax.nn.gelu(x @ params["w_in"])
            return jax.nn.softmax(h @ params["w_out"], axis=-1)

        return jax.jit(forward)

    def submit(self, features):
        self.queue.append(features)

    def flush(self):
        if not self.queue:
            return None
        batch = np.zeros((self.max_batch, self.queue[0].shape[-1]), np.float32)
        n = len(self.queue)
        batch[:n] = np.stack(self.queue)
        self.queue.clear()
        return self.forward(jnp.asarray(batch))[:n]
