import os
import tempfile

import numpy as np
import jax
import jax.numpy as jnp

from checkpoint import save, load


@jax.jit
def cd_fit_step(weights, x, y):
    def loss(w):
        (W1, b1), (W2, b2) = w["layers"]
        return jnp.mean((jnp.tanh(x @ W1 + b1) @ W2 + b2 - y) ** 2)
    g = jax.grad(loss)(weights)
    return jax.tree_util.tree_map(lambda p, gi: p - 0.05 * gi, weights, g)


def main():
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.uniform(-1, 1, (128, 2)), jnp.float32)  # Mach, alpha (normalised)
    y = (0.03 + 0.2 * x[:, 1:] ** 2 + 0.05 * jnp.maximum(x[:, :1], 0) ** 3)
    weights = {"layers": ((jnp.asarray(rng.normal(0, 0.5, (2, 16)), jnp.float32), jnp.zeros(16)),
                          (jnp.asarray(rng.normal(0, 0.5, (16, 1)), jnp.float32), jnp.zeros(1)))}
    path = os.path.join(tempfile.mkdtemp(), "cd_model.json")
    for session in range(3):
        for _ in range(50):
            weights = cd_fit_step(weights, x, y)
        save(path, weights)
        weights = load(path)
        print(session, float(jnp.mean((jnp.tanh(x @ weights["layers"][0][0] + weights["layers"][0][1]) @ weights["layers"][1][0] + weights["layers"][1][1] - y) ** 2)))


if __name__ == "__main__":
    main()
