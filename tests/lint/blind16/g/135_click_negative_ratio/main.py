import jax
import jax.numpy as jnp
import numpy as np
import optax


NEG_PER_POS = 4


def build_training_pairs(rng, impressions, n_items):
    clicked = impressions["clicked"].astype(bool)
    users = impressions["user"][clicked]
    items = impressions["item"][clicked]
    neg_users = np.repeat(users, NEG_PER_POS)
    neg_items = rng.integers(0, n_items, len(neg_users))
    u = np.concatenate([users, neg_users]).astype(np.int32)
    i = np.concatenate([items, neg_items]).astype(np.int32)
    y = np.concatenate([np.ones(len(users)), np.zeros(len(neg_users))]).astype(np.float32)
    return u, i, y


N_USERS, N_ITEMS, DIM = 100, 300, 8
rng = np.random.default_rng(110)
k1, k2 = jax.random.split(jax.random.PRNGKey(0))
params = {"U": 0.1 * jax.random.normal(k1, (N_USERS, DIM)), "V": 0.1 * jax.random.normal(k2, (N_ITEMS, DIM))}
tx = optax.adam(1e-2)
opt_state = tx.init(params)


@jax.jit
def train_step(params, opt_state, u, i, y):
    def loss(p):
        logits = jnp.sum(p["U"][u] * p["V"][i], axis=-1)
        return optax.sigmoid_binary_cross_entropy(logits, y).mean()
    l, g = jax.value_and_grad(loss)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, l


for hour in range(6):
    impressions = {
        "user": rng.integers(0, N_USERS, 512),
        "item": rng.integers(0, N_ITEMS, 512),
        "clicked": rng.random(512) < 0.05,
    }
    u, i, y = build_training_pairs(rng, impressions, N_ITEMS)
    params, opt_state, l = train_step(params, opt_state, u, i, y)
    print(f"hour {hour}: pairs={len(y)} loss={float(l):.4f}")
