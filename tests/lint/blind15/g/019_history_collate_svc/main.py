import jax
import jax.numpy as jnp
import numpy as np
import optax

from collate import PAD_ID, collate
from data import N_ITEMS, batches, user_histories

DIM = 16
tx = optax.adam(1e-2)


def loss_fn(emb, ids, targets):
    mask = (ids != PAD_ID)[..., None]
    user = (emb[ids] * mask).sum(1) / jnp.maximum(mask.sum(1), 1)
    logits = user @ emb.T
    return optax.softmax_cross_entropy_with_integer_labels(logits, targets).mean()


@jax.jit
def train_step(emb, opt_state, ids, targets):
    loss, g = jax.value_and_grad(loss_fn)(emb, ids, targets)
    updates, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(emb, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    records = user_histories(rng)
    emb = 0.1 * jax.random.normal(jax.random.PRNGKey(0), (N_ITEMS, DIM))
    opt_state = tx.init(emb)
    for epoch in range(2):
        for histories, targets in batches(records):
            ids, tgt = collate(histories, targets)
            emb, opt_state, loss = train_step(emb, opt_state, ids, tgt)
        print(f"epoch {epoch} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
