import jax
import jax.numpy as jnp
import numpy as np

from data import N_FEAT, load_records, reference_energy


@jax.jit
def sgd(params, x, y, lr=5e-3):
    def loss(p):
        return jnp.sum((jnp.tanh(x @ p["w1"]) @ p["w2"] - y) ** 2)
    l, g = jax.value_and_grad(loss)(params)
    return jax.tree_util.tree_map(lambda p, d: p - lr * d, params, g), l


def main():
    rng = np.random.default_rng(0)
    recs = load_records(rng, 10)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": 0.1 * jax.random.normal(k1, (N_FEAT, 16)),
              "w2": 0.1 * jax.random.normal(k2, (16,))}
    for epoch in range(2):
        tot = 0.0
        for r in recs:
            params, l = sgd(params, r["x"], reference_energy(r))
            tot += float(l)
        print(epoch, tot / len(recs))


if __name__ == "__main__":
    main()
