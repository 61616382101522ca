import jax
import jax.numpy as jnp
import numpy as np
import optax

from acquisition import LabelPool, entropy_query

ROUNDS = 5
QUERY_SIZE = 10
FIT_ITERS = 20


def logits_fn(w, x):
    return x @ w


@jax.jit
def fit_head(w, x, y):
    tx = optax.adam(0.05)
    state = tx.init(w)

    def body(carry, _):
        w, state = carry
        g = jax.grad(lambda w: optax.softmax_cross_entropy_with_integer_labels(logits_fn(w, x), y).mean())(w)
        upd, state = tx.update(g, state)
        return (optax.apply_updates(w, upd), state), None

    (w, _), _ = jax.lax.scan(body, (w, state), None, length=FIT_ITERS)
    return w


def main():
    rng = np.random.default_rng(0)
    feats = rng.normal(size=(300, 16)).astype(np.float32)
    labels = (feats[:, :3].argmax(-1)).astype(np.int32)
    pool = LabelPool(len(feats), initial=20)
    w = jnp.zeros((16, 3))
    for r in range(ROUNDS):
        idx = pool.labeled
        w = fit_head(w, feats[idx], labels[idx])
        probs = np.asarray(jax.nn.softmax(logits_fn(w, feats)))
        acc = (probs.argmax(-1) == labels).mean()
        print(f"round {r}: {len(idx)} labels, accuracy {acc:.3f}")
        pool.add(entropy_query(probs, pool.unlabeled, QUERY_SIZE))


if __name__ == "__main__":
    main()
