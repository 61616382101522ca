import numpy as np
import jax
import jax.numpy as jnp

from ranking.evaluator import SessionEvaluator

N_ITEMS, EMB, SESSION_LEN, BATCH = 150, 16, 5, 64


@jax.jit
def session_step(item_emb, sessions, targets):
    def loss_fn(e):
        ctx = e[sessions].mean(axis=1)
        logits = ctx @ e.T
        return -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(logits), targets[:, None], 1))

    loss, g = jax.value_and_grad(loss_fn)(item_emb)
    return item_emb - 0.5 * g, loss


def sample_sessions(rng):
    start = rng.integers(0, N_ITEMS, BATCH)
    sessions = (start[:, None] + np.arange(SESSION_LEN)[None, :]) % N_ITEMS
    targets = (start + SESSION_LEN) % N_ITEMS
    return jnp.asarray(sessions, jnp.int32), jnp.asarray(targets, jnp.int32)


def main():
    rng = np.random.default_rng(21)
    item_emb = 0.1 * jax.random.normal(jax.random.PRNGKey(21), (N_ITEMS, EMB))
    evaluator = SessionEvaluator(k=20)
    val_sessions, val_targets = sample_sessions(rng)
    for epoch in range(5):
        for _ in range(3):
            item_emb, loss = session_step(item_emb, *sample_sessions(rng))
        scores = item_emb[val_sessions].mean(axis=1) @ item_emb.T
        print(f"epoch {epoch} loss {float(loss):.4f} mrr@20 {evaluator(scores, val_targets):.4f}")


if __name__ == "__main__":
    main()
