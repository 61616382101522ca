import jax
import jax.numpy as jnp
import numpy as np

from judgments import load_judgments

FEAT = 6


@jax.jit
def approx_ndcg_grad(w, feats, grades):
    def loss(w):
        s = feats @ w
        rank = 1.0 + jax.nn.sigmoid((s[None, :] - s[:, None]) / 0.1).sum(1) - 0.5
        gain = 2.0 ** grades - 1.0
        return -jnp.sum(gain / jnp.log2(1.0 + rank))

    return jax.value_and_grad(loss)(w)


def main():
    rng = np.random.default_rng(0)
    data = load_judgments(rng, 6, 10, FEAT)
    w = jnp.zeros((FEAT,))
    for epoch in range(2):
        for feats, grades in data:
            l, g = approx_ndcg_grad(w, feats, grades)
            w = w - 0.01 * g
        print(epoch, float(l))


if __name__ == "__main__":
    main()
