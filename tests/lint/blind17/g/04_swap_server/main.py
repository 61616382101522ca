import threading

import jax
import jax.numpy as jnp
import numpy as np


def linear_model(params, x):
    return jnp.tanh(x @ params["w"] + params["b"])


def make_checkpoint(seed, d_in=6, d_out=3):
    rng = np.random.default_rng(seed)
    return {
        "w": jnp.asarray(rng.normal(size=(d_in, d_out)), dtype=jnp.float32),
        "b": jnp.zeros(d_out, dtype=jnp.float32),
    }


class ModelServer:
    def __init__(self, params):
        self._lock = threading.Lock()
        self._params = params
        self._infer = jax.jit(linear_model)
        self.version = 0

    def swap(self, params):
        with self._lock:
            self._params = params
            self.version += 1

    def handle(self, batch):
        with self._lock:
            params = self._params
        return self._infer(params, batch)


def main():
    server = ModelServer(make_checkpoint(0))
    rng = np.random.default_rng(1)
    for step in range(6):
        if step == 3:
            server.swap(make_checkpoint(1))
        batch = rng.normal(size=(4, 6)).astype(np.float32)
        out = server.handle(batch)
    print("version", server.version, "last output", np.asarray(out).shape)


if __name__ == "__main__":
    main()
