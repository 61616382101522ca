import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from batches import impression_batches


class AdScorer(eqx.Module):
    emb: eqx.nn.Embedding
    out: eqx.nn.Linear

    def __init__(self, num_ads, dim, key):
        k1, k2 = jax.random.split(key)
        self.emb = eqx.nn.Embedding(num_ads, dim, key=k1)
        self.out = eqx.nn.Linear(dim, "scalar", key=k2)

    def __call__(self, ads):
        return jax.vmap(lambda a: self.out(self.emb(a)))(ads)


@eqx.filter_jit
def step(model, batch):
    def loss_fn(m):
        z = m(batch["ads"])
        y = batch["clicks"]
        pos_weight = (y.shape[0] - batch["num_pos"]) / jnp.maximum(batch["num_pos"], 1)
        return jnp.mean(pos_weight * y * jax.nn.softplus(-z) + (1 - y) * jax.nn.softplus(z))

    loss, g = eqx.filter_value_and_grad(loss_fn)(model)
    return eqx.apply_updates(model, jax.tree_util.tree_map(lambda d: -0.1 * d, g)), loss


def main():
    rng = np.random.default_rng(0)
    model = AdScorer(100, 8, jax.random.PRNGKey(0))
    for i, batch in enumerate(impression_batches(rng, 8)):
        model, loss = step(model, batch)
        print(i, int(batch["num_pos"]), float(loss))


if __name__ == "__main__":
    main()
