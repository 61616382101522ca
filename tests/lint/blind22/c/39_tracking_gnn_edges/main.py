import jax
import jax.numpy as jnp
import numpy as np

from graph import proximity_edges


@jax.jit
def message_pass(feats, src, dst, w):
    msg = feats[src] @ w
    agg = jnp.zeros_like(feats).at[dst].add(msg)
    return jnp.tanh(feats + agg)


def main():
    rng = np.random.default_rng(0)
    w = jnp.asarray(rng.normal(size=(4, 4)) * 0.1, jnp.float32)
    for frame in range(5):
        pos = (rng.random((22, 2)) * [105, 68]).astype(np.float32)
        feats = np.concatenate([pos / 100.0, rng.normal(size=(22, 2))], -1).astype(np.float32)
        src, dst = proximity_edges(pos)
        h = message_pass(feats, src, dst, w)
        print(frame, len(src), round(float(h.mean()), 4))


if __name__ == "__main__":
    main()
