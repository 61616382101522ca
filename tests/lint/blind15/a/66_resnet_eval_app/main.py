import jax
import numpy as np

from steps import model, tx, train_step, eval_step
from callbacks import AccuracyCallback


def make_batches(rng, n, bs):
    return [
        {"image": rng.normal(size=(bs, 8, 8, 3)).astype(np.float32),
         "label": rng.integers(0, 10, size=(bs,)).astype(np.int32)}
        for _ in range(n)
    ]


def main():
    rng = np.random.default_rng(0)
    train = make_batches(rng, 4, 16)
    val = make_batches(rng, 2, 16)
    params = model.init(jax.random.PRNGKey(0), train[0]["image"])["params"]
    opt_state = tx.init(params)
    callback = AccuracyCallback(val)
    for epoch in range(4):
        for batch in train:
            params, opt_state, loss = train_step(params, opt_state, batch)
        train_acc = eval_step(params, train[0])
        print(f"epoch {epoch} loss {float(loss):.3f} train_correct {int(train_acc['correct'])}")
        callback.on_epoch_end(epoch, params)


if __name__ == "__main__":
    main()
