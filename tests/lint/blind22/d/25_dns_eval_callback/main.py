import jax
import numpy as np

from steps import init, tx, train_step, eval_step, CHARS, MAXLEN
from callbacks import ValidationCallback


def domain_batch(rng, n=32):
    tokens = rng.integers(1, CHARS, size=(n, MAXLEN)).astype(np.int32)
    labels = (tokens[:, :4].mean(axis=1) > CHARS / 2).astype(np.float32)
    return tokens, labels


def main():
    rng = np.random.default_rng(0)
    params = init(jax.random.PRNGKey(0))
    opt_state = tx.init(params)
    val_tokens, val_labels = domain_batch(rng)
    cb = ValidationCallback(val_tokens, val_labels)
    for step in range(6):
        tokens, labels = domain_batch(rng)
        params, opt_state, loss = train_step(params, opt_state, tokens, labels)
        cb.on_step_end(step, params)
    print("final", float(eval_step(params, val_tokens, val_labels)), cb.history)


if __name__ == "__main__":
    main()
