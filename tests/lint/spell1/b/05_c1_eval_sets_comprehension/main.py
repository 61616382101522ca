import jax
import jax.numpy as jnp
import numpy as np

from utils import iterate_minibatches, weighted_mean

EVAL_BATCH = 50
N_CLASSES = 5
DIM = 12


@jax.jit
def eval_step(params, x, y):
    logits = x @ params["kernel"] + params["bias"]
    nll = -jnp.take_along_axis(jax.nn.log_softmax(logits), y[:, None], axis=1)
    acc = jnp.mean(jnp.argmax(logits, -1) == y)
    return jnp.mean(nll), acc


def evaluate(params, x, y):
    results = [
        (eval_step(params, xb, yb), len(xb))
        for xb, yb in iterate_minibatches(x, y, batch_size=EVAL_BATCH)
    ]
    losses = [float(r[0][0]) for r in results]
    accs = [float(r[0][1]) for r in results]
    sizes = [r[1] for r in results]
    return weighted_mean(losses, sizes), weighted_mean(accs, sizes)


def make_split(rng, n):
    x = rng.normal(size=(n, DIM)).astype(np.float32)
    y = rng.integers(0, N_CLASSES, size=n).astype(np.int32)
    return x, y


def main():
    rng = np.random.default_rng(3)
    params = {
        "kernel": jnp.asarray(rng.normal(size=(DIM, N_CLASSES)).astype(np.float32) * 0.1),
        "bias": jnp.zeros(N_CLASSES),
    }
    splits = {name: make_split(rng, n) for name, n in
              [("val_in_domain", 230), ("val_ood", 117), ("test_news", 164), ("test_forum", 88)]}
    for name, (x, y) in splits.items():
        loss, acc = evaluate(params, x, y)
        print(f"{name:14s} loss={loss:.3f} acc={acc:.3f}")


if __name__ == "__main__":
    main()
