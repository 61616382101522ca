import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from normalizer import DwellNormalizer


class EngagementRanker(eqx.Module):
    item_emb: jax.Array
    w_dwell: jax.Array

    def __call__(self, norm, items, dwell):
        return self.item_emb[items].sum(-1) + self.w_dwell * norm(dwell)


@eqx.filter_jit
def sgd_step(model, norm, items, dwell, labels):
    def loss_fn(m):
        z = m(norm, items, dwell)
        return jnp.mean(jax.nn.softplus(z) - labels * z)

    loss, g = eqx.filter_value_and_grad(loss_fn)(model)
    return jax.tree_util.tree_map(lambda p, d: p - 0.1 * d, model, g), loss


def main():
    rng = np.random.default_rng(0)
    model = EngagementRanker(0.1 * jax.random.normal(jax.random.PRNGKey(0), (200, 4)), jnp.zeros(()))
    for day in range(4):
        day_dwell = rng.exponential(30.0 + 10 * day, 1000)
        norm = DwellNormalizer.fit(day_dwell)
        for _ in range(3):
            items = jnp.asarray(rng.integers(0, 200, 32), jnp.int32)
            dwell = jnp.asarray(rng.exponential(30.0, 32), jnp.float32)
            labels = (dwell > 40).astype(jnp.float32)
            model, loss = sgd_step(model, norm, items, dwell, labels)
        print(day, round(norm.log_mean, 3), float(loss))


if __name__ == "__main__":
    main()
