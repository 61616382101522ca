import jax.numpy as jnp
import numpy as np

from classifier import spam_scores
from tokenizer import HashingTokenizer

WORDS = "free win prize call now meeting lunch tomorrow claim cash urgent see you at the office".split()


def message_stream(rng, n_batches):
    for _ in range(n_batches):
        yield [" ".join(rng.choice(WORDS, size=int(rng.integers(2, 15)))) for _ in range(4)]


def main():
    rng = np.random.default_rng(0)
    tok = HashingTokenizer()
    weights = jnp.asarray(rng.normal(size=tok.num_buckets).astype(np.float32))
    for batch in message_stream(rng, 8):
        probs = spam_scores(weights, 0.0, tok.encode(batch))
        print(tok.pad_length, np.round(np.asarray(probs), 2))


if __name__ == "__main__":
    main()
