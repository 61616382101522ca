import jax
import jax.numpy as jnp
import numpy as np

from train import train_on_batch

QUERIES, LIST_LEN, FEATS, HIDDEN = 8, 10, 12, 16


def init(key):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (FEATS, HIDDEN)) * 0.2, "b1": jnp.zeros(HIDDEN),
            "w2": jax.random.normal(k2, (HIDDEN, 1)) * 0.2}


def main():
    rng = np.random.default_rng(19)
    params = init(jax.random.PRNGKey(0))
    for step in range(6):
        feats = rng.normal(size=(QUERIES, LIST_LEN, FEATS)).astype(np.float32)
        relevance = (feats[..., 0] > 0.5).astype(np.float32) * 3.0
        params, loss = train_on_batch(params, feats, relevance)
        print(f"step {step}: listnet {float(loss):.4f}")


if __name__ == "__main__":
    main()
