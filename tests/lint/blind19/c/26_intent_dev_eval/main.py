import jax
import jax.numpy as jnp
import numpy as np
import optax

from evaluate import run_eval
from model import IntentCNN, make_steps

VOCAB, INTENTS, SEQ, BATCH = 70, 5, 10, 16


def make_split(rng, n):
    ids = rng.integers(1, VOCAB, size=(n, SEQ)).astype(np.int32)
    return {"ids": ids, "labels": (ids.max(axis=1) % INTENTS).astype(np.int32)}


def main():
    rng = np.random.default_rng(0)
    train, dev = make_split(rng, 64), make_split(rng, BATCH)
    model = IntentCNN(VOCAB, INTENTS)
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, SEQ), jnp.int32))
    tx = optax.adam(3e-3)
    opt_state = tx.init(params)
    train_step, eval_step = make_steps(model, tx)

    for epoch in range(3):
        for i in range(0, 64, BATCH):
            ids, labels = train["ids"][i:i + BATCH], train["labels"][i:i + BATCH]
            params, opt_state, loss = train_step(params, opt_state, ids, labels)
            if i == 0:
                train_loss, _ = eval_step(params, ids, labels)
                print(f"epoch {epoch} first-batch loss after update {float(train_loss):.3f}")
        run_eval(eval_step, params, dev, "dev")


if __name__ == "__main__":
    main()
