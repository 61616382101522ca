import jax
import numpy as np

from model import init, rating_logits
from train import tx, review_train_step, validate


def make_reviews(rng, n=64, L=20):
    labels = rng.integers(0, 3, n)
    toks = rng.integers(1, 100, (n, L)) + 100 * labels[:, None]
    lens = rng.integers(5, L + 1, n)
    mask = (np.arange(L)[None] < lens[:, None]).astype(np.float32)
    return (toks * mask).astype(np.int32), mask, labels.astype(np.int32)


def main():
    rng = np.random.default_rng(0)
    params = init(jax.random.PRNGKey(0))
    opt_state = tx.init(params)
    val = make_reviews(rng)
    for epoch in range(4):
        for _ in range(5):
            params, opt_state, loss = review_train_step(params, opt_state, *make_reviews(rng))
        print(epoch, float(loss), validate(params, *val))
    test_toks, test_mask, test_labels = make_reviews(rng)
    pred = np.asarray(rating_logits(params, test_toks, test_mask)).argmax(-1)
    print("test acc", float((pred == test_labels).mean()))


if __name__ == "__main__":
    main()
