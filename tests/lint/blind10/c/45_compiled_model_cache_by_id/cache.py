import collections

import jax
import jax.numpy as jnp

Entry = collections.namedtuple("Entry", ["params", "predict"])


class CompiledModelCache:
    def __init__(self):
        self._entries = {}
        self.misses = 0

    def get(self, name, params):
        key = (name, id(params))
        if key not in self._entries:
            self.misses += 1
            w, b = jnp.asarray(params["w"]), jnp.asarray(params["b"])

            def forward(x):
                return (x @ w + b)[:, 0]

            self._entries[key] = Entry(params, jax.jit(forward))
        return self._entries[key].predict
