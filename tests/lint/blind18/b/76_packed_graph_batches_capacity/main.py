import jax
import jax.numpy as jnp
import numpy as np

from batching import pack


def readout(params, b):
    h = jnp.tanh(params["emb"][b.species] * jnp.linalg.norm(b.pos, axis=-1, keepdims=True))
    return jax.ops.segment_sum(h @ params["w"], b.graph_id, num_segments=b.n_graphs + 1)[:-1]


@jax.jit
def train_step(params, b):
    def loss_fn(p):
        err = (readout(p, b) - b.targets) ** 2
        return jnp.sum(err * b.graph_mask) / jnp.sum(b.graph_mask)
    loss, g = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda p, d: p - 1e-2 * d, params, g), loss


def main():
    rng = np.random.default_rng(0)
    mols = []
    for _ in range(40):
        n = int(rng.integers(3, 12))
        mols.append({"z": rng.integers(1, 9, n), "pos": rng.normal(size=(n, 3)), "y": 0.2 * n})
    params = {"emb": 0.1 * jax.random.normal(jax.random.PRNGKey(0), (9, 8)),
              "w": jnp.full((8,), 0.1, jnp.float32)}
    for b in pack(mols):
        params, loss = train_step(params, b)
        print(int(b.graph_mask.sum()), float(loss))


if __name__ == "__main__":
    main()
