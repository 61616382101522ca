import jax
import jax.numpy as jnp
import numpy as np
import optax

from stream import InteractionStream

tx = optax.adam(1e-2)


def encode(params, edges, n):
    deg = jax.ops.segment_sum(jnp.ones(edges.shape[0]), edges[:, 1], num_segments=n) + 1.0
    agg = jax.ops.segment_sum(params["emb"][edges[:, 0]], edges[:, 1], num_segments=n)
    return jnp.tanh((params["emb"] + agg / deg[:, None]) @ params["w"])


@jax.jit
def update_on_snapshot(params, opt_state, edges, neg):
    def loss_fn(p):
        z = encode(p, edges, p["emb"].shape[0])
        pos = jnp.sum(z[edges[:, 0]] * z[edges[:, 1]], -1)
        negs = jnp.sum(z[neg[:, 0]] * z[neg[:, 1]], -1)
        return (optax.sigmoid_binary_cross_entropy(pos, jnp.ones_like(pos)).mean()
                + optax.sigmoid_binary_cross_entropy(negs, jnp.zeros_like(negs)).mean())
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    stream = InteractionStream()
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"emb": jax.random.normal(k1, (stream.n_nodes, 16)) * 0.1,
              "w": jax.random.normal(k2, (16, 16)) * 0.25}
    opt_state = tx.init(params)
    rng = np.random.default_rng(1)
    for day, edges in stream.snapshots():
        neg = rng.integers(0, stream.n_nodes, size=(128, 2)).astype(np.int32)
        for _ in range(3):
            params, opt_state, loss = update_on_snapshot(params, opt_state, edges, neg)
        print(day, len(edges), float(loss))


if __name__ == "__main__":
    main()
