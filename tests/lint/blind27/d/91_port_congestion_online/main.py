import jax
import jax.numpy as jnp
import numpy as np

from vocab import PortVocab

STREAM = [
    ["Rotterdam", "Antwerp", "Hamburg", "Rotterdam"],
    ["Antwerp", "Rotterdam", "Hamburg", "Antwerp"],
    ["Felixstowe", "Rotterdam", "Antwerp", "Hamburg"],
    ["Le Havre", "Felixstowe", "Rotterdam", "Bremerhaven"],
    ["Hamburg", "Antwerp", "Le Havre", "Rotterdam"],
]


@jax.jit
def online_update(params, ids, wait_h):
    def loss(p):
        pred = p["emb"][ids] @ p["w"]
        return jnp.mean((pred - wait_h) ** 2)
    g = jax.grad(loss)(params)
    return jax.tree_util.tree_map(lambda a, b: a - 0.05 * b, params, g)


def main():
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    params = {"emb": jnp.zeros((0, 8)), "w": jnp.ones(8) * 0.1}
    vocab = PortVocab()
    for batch in STREAM:
        ids, params, key = vocab.ids(batch, params, key)
        wait = rng.gamma(2.0, 5.0, len(batch)).astype(np.float32)
        params = online_update(params, ids, wait)
        print(len(vocab.index), params["emb"].shape)


if __name__ == "__main__":
    main()
