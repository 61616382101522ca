import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from model import TwoTower, train_step


def sample_interactions(rng, n, n_users, n_items):
    users = rng.choice(n_users, size=n, replace=False)
    items = (users * 7 + rng.integers(0, 3, size=n)) % n_items
    return jnp.asarray(users), jnp.asarray(items)


def main():
    rng = np.random.default_rng(0)
    model = TwoTower(jax.random.PRNGKey(0), n_users=100, n_items=60, dim=8)
    lr = jnp.float32(0.05)
    for it in range(6):
        users, items = sample_interactions(rng, 16, 100, 60)
        model, loss = train_step(model, users, items, lr)
        model = eqx.tree_at(lambda m: m.num_updates, model, replace_fn=lambda n: n + 1)
        if model.num_updates % 2 == 0:
            print(f"update {model.num_updates}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
