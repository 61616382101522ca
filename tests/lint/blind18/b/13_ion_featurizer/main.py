import jax
import jax.numpy as jnp
import numpy as np

from featurize import featurize, make_dataset, N_ELEM


def init(key):
    k1, k2 = jax.random.split(key)
    return {"w_elem": 0.1 * jax.random.normal(k1, (N_ELEM,)),
            "w_q": 0.1 * jax.random.normal(k2, ())}


@jax.jit
def predict_and_grad(params, feats, y):
    def loss(p):
        atom = feats["onehot"] @ p["w_elem"]
        if "formal_charge" in feats:
            atom = atom + p["w_q"] * jnp.abs(feats["formal_charge"])
        return (jnp.sum(atom * feats["mask"]) - y) ** 2
    return jax.value_and_grad(loss)(params)


def main():
    rng = np.random.default_rng(0)
    data = make_dataset(rng, 9)
    params = init(jax.random.PRNGKey(0))
    for epoch in range(2):
        total = 0.0
        for mol, y in data:
            l, g = predict_and_grad(params, featurize(mol), y)
            params = jax.tree_util.tree_map(lambda p, d: p - 0.01 * d, params, g)
            total += float(l)
        print(epoch, total / len(data))


if __name__ == "__main__":
    main()
