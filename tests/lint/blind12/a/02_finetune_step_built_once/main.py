import numpy as np
import jax
import optax

from model import init_classifier
from train import make_train_step, run_epoch

VOCAB, SEQ_LEN, BATCH = 200, 16, 8


def synthetic_batches(rng, n_batches):
    for _ in range(n_batches):
        ids = rng.integers(1, VOCAB, size=(BATCH, SEQ_LEN))
        lengths = rng.integers(4, SEQ_LEN + 1, size=BATCH)
        mask = (np.arange(SEQ_LEN)[None, :] < lengths[:, None]).astype(np.float32)
        yield {"input_ids": ids * mask.astype(np.int64), "attention_mask": mask,
               "labels": rng.integers(0, 3, size=BATCH)}


def main():
    rng = np.random.default_rng(0)
    params = init_classifier(jax.random.PRNGKey(0), VOCAB, 32, 3)
    optimizer = optax.adamw(3e-4)
    opt_state = optimizer.init(params)
    step_fn = make_train_step(optimizer)
    for epoch in range(5):
        params, opt_state, loss = run_epoch(step_fn, params, opt_state, synthetic_batches(rng, 3))
        print(f"epoch {epoch} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
