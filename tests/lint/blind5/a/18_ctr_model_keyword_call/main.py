import numpy as np
import jax
import jax.numpy as jnp

from ctr.model import init
from ctr.train import train_step, val_logloss, predict

N_FIELDS, VOCAB, BATCH = 6, 300, 128


def make_batch(rng):
    ids = rng.integers(0, VOCAB, (BATCH, N_FIELDS))
    labels = ((ids[:, 0] % 7 == 0) | (ids[:, 1] % 5 == 0)).astype(np.float32)
    return jnp.asarray(ids, jnp.int32), jnp.asarray(labels)


def main():
    rng = np.random.default_rng(18)
    key = jax.random.PRNGKey(18)
    params = init(key, N_FIELDS, VOCAB)
    val_ids, val_labels = make_batch(rng)
    for epoch in range(3):
        for _ in range(3):
            key, sub = jax.random.split(key)
            ids, labels = make_batch(rng)
            params, loss = train_step(params, ids, labels, sub)
        p = predict(params, val_ids)
        acc = float(((p > 0.5) == (val_labels > 0.5)).mean())
        print(f"epoch {epoch} loss {float(loss):.4f} "
              f"val logloss {val_logloss(params, val_ids, val_labels):.4f} val acc {acc:.3f}")


if __name__ == "__main__":
    main()
