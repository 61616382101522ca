import jax
import jax.numpy as jnp


class CompiledModelCache:
    def __init__(self):
        self._compiled = {}

    def _build(self, params):
        w, b = jnp.asarray(params["w"]), jnp.asarray(params["b"])

        def serve(x):
            return jax.nn.log_softmax(x @ w + b)

        return jax.jit(serve)

    def get(self, params):
        key = id(params)
        if key not in self._compiled:
            # hold on to params so the id stays valid while cached
            self._compiled[key] = (params, self._build(params))
        return self._compiled[key][1]
