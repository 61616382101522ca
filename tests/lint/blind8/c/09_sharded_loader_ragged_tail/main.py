import jax
import jax.numpy as jnp
import numpy as np

from data import ShardedLoader, make_shards

FEAT_DIM = 10


@jax.jit
def featurize(proj, x):
    x = (x - x.mean(axis=0)) / (x.std(axis=0) + 1e-6)
    return jnp.tanh(x @ proj)


def main():
    proj = jax.random.normal(jax.random.PRNGKey(0), (FEAT_DIM, 4))
    loader = ShardedLoader(make_shards(12, FEAT_DIM), batch_size=16, worker_id=0, num_workers=2)
    counts = np.zeros(4)
    seen = 0
    for x, y in loader:
        z = featurize(proj, x)
        counts += np.bincount(y, minlength=4)
        seen += z.shape[0]
    print(f"featurized {seen} rows, label counts {counts.tolist()}")


if __name__ == "__main__":
    main()
