import jax
import jax.numpy as jnp
import numpy as np

from metrics import ranking_metrics

N_USERS, N_ITEMS, DIM = 32, 20, 6


@jax.jit
def train_step(params, users, items, clicks):
    def loss_fn(p):
        z = jnp.sum(p["u"][users] * p["i"][items], -1)
        return jnp.mean(jnp.logaddexp(0.0, z) - clicks * z)

    loss, g = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda a, b: a - 0.3 * b, params, g), loss


def main():
    rng = np.random.default_rng(0)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"u": jax.random.normal(k1, (N_USERS, DIM)) * 0.1, "i": jax.random.normal(k2, (N_ITEMS, DIM)) * 0.1}
    relevance = (rng.uniform(size=(N_USERS, N_ITEMS)) < 0.2).astype(np.float32)
    for epoch in range(5):
        users = rng.integers(0, N_USERS, 64)
        items = rng.integers(0, N_ITEMS, 64)
        params, loss = train_step(params, users, items, relevance[users, items])
        evaluate = jax.jit(ranking_metrics)
        m = evaluate(params["u"] @ params["i"].T, relevance)
        print(epoch, f"loss={float(loss):.4f} ndcg@5={float(m['ndcg']):.3f}")


if __name__ == "__main__":
    main()
