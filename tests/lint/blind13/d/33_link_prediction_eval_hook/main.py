"""Train a 1-layer graph autoencoder for link prediction on a community graph."""
import jax
import jax.numpy as jnp
import numpy as np

from hooks import LinkAUCHook

N, F, D = 60, 6, 8


def community_graph(rng):
    comm = rng.integers(0, 3, N)
    prob = np.where(comm[:, None] == comm[None, :], 0.2, 0.01)
    adj = np.triu(rng.random((N, N)) < prob, 1)
    edges = np.argwhere(adj)
    rng.shuffle(edges)
    x = (np.eye(3)[comm] @ rng.normal(size=(3, F)) + 0.3 * rng.normal(size=(N, F)))
    return edges, x.astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    edges, x = community_graph(rng)
    n_test = len(edges) // 5
    test_pos, train_edges = edges[:n_test], edges[n_test:]
    test_neg = rng.integers(0, N, size=(n_test, 2))
    adj = np.zeros((N, N), np.float32)
    adj[train_edges[:, 0], train_edges[:, 1]] = 1.0
    adj = adj + adj.T + np.eye(N, dtype=np.float32)
    a_hat = jnp.asarray(adj / adj.sum(1, keepdims=True))
    target = jnp.asarray(np.minimum(adj, 1.0))
    x = jnp.asarray(x)

    def embed(params):
        return jnp.tanh(a_hat @ x @ params["w"])

    def recon_loss(params):
        z = embed(params)
        logits = z @ z.T
        return jnp.mean(jnp.logaddexp(0.0, logits) - target * logits)

    update = jax.jit(lambda p: jax.tree_util.tree_map(
        lambda w, g: w - 0.5 * g, p, jax.grad(recon_loss)(p)))
    params = {"w": jax.random.normal(jax.random.PRNGKey(0), (F, D)) * 0.3}
    hook = LinkAUCHook(jnp.asarray(test_pos), jnp.asarray(test_neg), every=2)
    for step in range(10):
        params = update(params)
        hook(step, params, embed)


if __name__ == "__main__":
    main()
