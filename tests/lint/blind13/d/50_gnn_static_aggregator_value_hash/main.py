"""Embed snapshots of a fixed-topology sensor mesh with an attention-aggregation GNN."""
import jax
import jax.numpy as jnp
import numpy as np

from gnnlib import AttentionAggregator, message_passing

N, F = 30, 6


def mesh_edges():
    side = 5
    idx = np.arange(N).reshape(6, side)
    right = np.stack([idx[:, :-1].ravel(), idx[:, 1:].ravel()], 1)
    down = np.stack([idx[:-1].ravel(), idx[1:].ravel()], 1)
    e = np.concatenate([right, down])
    e = np.concatenate([e, e[:, ::-1]])
    return jnp.asarray(e[:, 0], jnp.int32), jnp.asarray(e[:, 1], jnp.int32)


def main():
    rng = np.random.default_rng(0)
    senders, receivers = mesh_edges()
    keys = jax.random.split(jax.random.PRNGKey(0), 2)
    params = [jax.random.normal(k, (F, F)) * 0.3 for k in keys]
    for t in range(5):
        readings = jnp.asarray(rng.normal(size=(N, F)), jnp.float32)
        emb = message_passing(params, readings, senders, receivers,
                              aggregator=AttentionAggregator(temperature=0.5))
        print(f"snapshot {t}: embedding norm {float(jnp.linalg.norm(emb)):.3f}")


if __name__ == "__main__":
    main()
