import jax
import jax.numpy as jnp
import numpy as np

from batching import variant_batches


def embed_window(params, tokens):
    h = params["emb"][tokens]
    return jnp.tanh(h.reshape(h.shape[0], -1) @ params["w"])


@jax.jit
def train_step(params, batch):
    def loss_fn(p):
        delta = (embed_window(p, batch.alt) - embed_window(p, batch.ref)) @ p["head"]
        return jnp.mean((delta - batch.score) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda a, b: a - 0.01 * b, params, g), loss


def main():
    rng = np.random.default_rng(0)
    params = {"emb": jnp.asarray(rng.normal(size=(4, 4)).astype(np.float32)),
              "w": jnp.asarray(rng.normal(size=(41 * 4, 16)).astype(np.float32) * 0.05),
              "head": jnp.asarray(rng.normal(size=(16,)).astype(np.float32) * 0.1)}
    for step, batch in enumerate(variant_batches(rng, 5)):
        params, loss = train_step(params, batch)
        print(step, float(loss))


if __name__ == "__main__":
    main()
