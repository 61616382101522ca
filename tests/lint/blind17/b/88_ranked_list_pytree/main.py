import jax
import jax.numpy as jnp
import numpy as np

from lists import load_lists


@jax.jit
def lambda_grad(w, ranked):
    s = ranked.doc_feats @ w
    rel = ranked.relevance
    diff = s[:, None] - s[None, :]
    better = (rel[:, None] > rel[None, :]).astype(s.dtype)
    rho = jax.nn.sigmoid(-diff) * better
    lambdas = rho.sum(1) - rho.sum(0)
    return ranked.doc_feats.T @ lambdas


def main():
    rng = np.random.default_rng(0)
    lists = load_lists(rng, 6)
    w = jnp.zeros((5,))
    for epoch in range(2):
        for ranked in lists:
            w = w + 0.05 * lambda_grad(w, ranked)
        print(epoch, w.round(3).tolist())


if __name__ == "__main__":
    main()
