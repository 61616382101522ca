import jax
import jax.numpy as jnp
import numpy as np
from jax.flatten_util import ravel_pytree

from prune import global_topk_mask, keep_count


@jax.jit
def masked_step(params, mask, x, y):
    def loss_fn(p):
        h = jnp.tanh(x @ (p["w1"] * mask["w1"]))
        return jnp.mean((h @ (p["w2"] * mask["w2"]) - y) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(params)
    return jax.tree.map(lambda p, g_: p - 0.05 * g_, params, g), loss


def main():
    rng = np.random.default_rng(0)
    params = {"w1": jnp.asarray(rng.normal(size=(8, 16)).astype(np.float32) * 0.4),
              "w2": jnp.asarray(rng.normal(size=(16, 1)).astype(np.float32) * 0.4)}
    flat, unravel = ravel_pytree(params)
    mask = unravel(jnp.ones_like(flat))
    x = rng.normal(size=(64, 8)).astype(np.float32)
    y = np.sin(x[:, :1]).astype(np.float32)
    for rnd, sparsity in enumerate([0.2, 0.4, 0.6, 0.8]):
        for _ in range(3):
            params, loss = masked_step(params, mask, x, y)
        flat, _ = ravel_pytree(params)
        mask = unravel(global_topk_mask(flat, k=keep_count(flat.size, sparsity)))
        print(rnd, sparsity, float(loss))


if __name__ == "__main__":
    main()
