import jax
import jax.numpy as jnp
import numpy as np

from data import kfold, make_churn_table, minibatches

N_NUM, N_CAT, CARD, EMB = 4, 3, 6, 3
BATCH = 32


def init(key):
    k1, k2 = jax.random.split(key)
    return {"emb": jax.random.normal(k1, (N_CAT, CARD, EMB)) * 0.1,
            "w": jax.random.normal(k2, (N_NUM + N_CAT * EMB,)) * 0.1, "b": jnp.zeros(())}


@jax.jit
def sgd_step(params, num, cat, y):
    def loss(p):
        e = p["emb"][jnp.arange(N_CAT), cat].reshape(cat.shape[0], -1)
        z = jnp.concatenate([num, e], 1) @ p["w"] + p["b"]
        return jnp.mean(jnp.logaddexp(0.0, z) - y * z)

    l, g = jax.value_and_grad(loss)(params)
    return jax.tree_util.tree_map(lambda a, b: a - 0.2 * b, params, g), l


def main():
    rng = np.random.default_rng(0)
    num, cat, y = make_churn_table(rng)
    for fold, (tr, va) in enumerate(kfold(len(y), 4)):
        params = init(jax.random.PRNGKey(fold))
        for epoch in range(2):
            for b in minibatches(rng, tr, BATCH):
                params, loss = sgd_step(params, num[b], cat[b], y[b])
        print(f"fold {fold}: n_train={len(tr)} loss={float(loss):.4f}")


if __name__ == "__main__":
    main()
