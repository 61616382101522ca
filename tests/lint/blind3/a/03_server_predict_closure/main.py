import time

import jax
import jax.numpy as jnp
import numpy as np


def init_params(key, in_dim=8, hidden=16, out_dim=3):
    k1, k2 = jax.random.split(key)
    return {
        "dense1": {"kernel": jax.random.normal(k1, (in_dim, hidden)) * 0.1, "bias": jnp.zeros(hidden)},
        "dense2": {"kernel": jax.random.normal(k2, (hidden, out_dim)) * 0.1, "bias": jnp.zeros(out_dim)},
    }


def mlp(params, x):
    h = jax.nn.gelu(x @ params["dense1"]["kernel"] + params["dense1"]["bias"])
    return h @ params["dense2"]["kernel"] + params["dense2"]["bias"]


class InferenceServer:
    def __init__(self, params, labels):
        self.params = params
        self.labels = labels
        self.n_served = 0

    def predict(self, features):
        params = self.params

        def forward(x):
            probs = jax.nn.softmax(mlp(params, x), axis=-1)
            return jnp.argmax(probs, -1), jnp.max(probs, -1)

        cls, conf = jax.jit(forward)(jnp.asarray(features))
        self.n_served += len(features)
        return [(self.labels[c], float(p)) for c, p in zip(np.asarray(cls), np.asarray(conf))]


def main():
    server = InferenceServer(init_params(jax.random.PRNGKey(0)), ["cat", "dog", "bird"])
    rng = np.random.default_rng(0)
    for request_id in range(5):
        batch = rng.normal(size=(4, 8)).astype(np.float32)
        t0 = time.perf_counter()
        out = server.predict(batch)
        print(request_id, out[0], f"{1e3 * (time.perf_counter() - t0):.1f} ms")
    print("served", server.n_served)


if __name__ == "__main__":
    main()
