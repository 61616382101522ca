import jax
import jax.numpy as jnp
import numpy as np


def _forward(params, x):
    h = jax.nn.gelu(x @ params["w_in"])
    return jax.nn.softmax(h @ params["w_out"], axis=-1)


class BatchServer:
    def __init__(self, params, max_batch=8):
        self.params = params
        self.max_batch = max_batch
        self.queue = []
        self._forward = jax.jit(_forward)

    @property
    def forward(self):
        return self._forward

    def submit(self, features):
        self.queue.append(features)

    def flush(self):
        if not self.queue:
            return None
        batch = np.zeros((self.max_batch, self.queue[0].shape[-1]), np.float32)
        n = len(self.queue)
        batch[:n] = np.stack(self.queue)
        self.queue.clear()
        return self.forward(self.params, jnp.asarray(batch))[:n]
