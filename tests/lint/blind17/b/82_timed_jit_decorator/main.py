import jax
import jax.numpy as jnp
import numpy as np

from utils import timed_jit

NUM_FIELDS, BUCKETS, DIM = 4, 256, 8


@timed_jit
def predict_ctr(table, w, feats):
    x = table[feats].reshape(feats.shape[0], -1)
    return jax.nn.sigmoid(x @ w)


def main():
    rng = np.random.default_rng(0)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    table = 0.1 * jax.random.normal(k1, (BUCKETS, DIM))
    w = 0.1 * jax.random.normal(k2, (NUM_FIELDS * DIM,))
    for request in range(6):
        feats = jnp.asarray(rng.integers(0, BUCKETS, (16, NUM_FIELDS)), jnp.int32)
        print(request, float(predict_ctr(table, w, feats).mean()))
    print(predict_ctr.stats)


if __name__ == "__main__":
    main()
