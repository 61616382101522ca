import jax
import numpy as np

from ctc import collapse_repeats

CHARSET = "-abcdefghijklmnopqrstuvwxyz"
BLANK = 0


def to_text(ids):
    return "".join(CHARSET[i] for i in np.asarray(ids) if i >= 0)


def recognize_batch(logits):
    return [to_text(row) for row in collapse_repeats(logits)]


def recognize_region(logits):
    ids = collapse_repeats(logits, BLANK)
    return " ".join(to_text(row) for row in ids)


def main():
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    batch_logits = jax.random.normal(k1, (4, 30, len(CHARSET)))
    print(recognize_batch(batch_logits))
    region_logits = jax.random.normal(k2, (4, 30, len(CHARSET)))
    print(recognize_region(region_logits))


if __name__ == "__main__":
    main()
