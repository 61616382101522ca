import jax
import jax.numpy as jnp
import numpy as np

from loop import fit, validate
from ranker import init_ranker

Q, L, F = 32, 10, 5


def make_lists(rng):
    feats = rng.normal(size=(Q, L, F)).astype(np.float32)
    labels = np.clip(np.round(feats[..., 0] + 0.5 * feats[..., 1]), 0, 3).astype(np.float32)
    return jnp.asarray(feats), jnp.asarray(labels)


def main():
    rng = np.random.default_rng(0)
    params = init_ranker(jax.random.PRNGKey(0), F)
    val_sets = {"head": make_lists(rng), "tail": make_lists(rng)}
    for epoch in range(3):
        params, train_loss = fit(params, [make_lists(rng) for _ in range(4)])
        print(epoch, train_loss, validate(params, val_sets))


if __name__ == "__main__":
    main()
