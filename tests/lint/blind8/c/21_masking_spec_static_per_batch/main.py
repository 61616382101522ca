import itertools

import jax
import numpy as np

from masking import mask_tokens
from specs import spec_for


def mixed_language_stream(rng, batch=8, seq_len=16):
    for lang in itertools.cycle(["en", "de", "fr"]):
        yield lang, rng.integers(0, 50, size=(batch, seq_len)).astype(np.int32)


def main():
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    n_masked = 0
    for lang, ids in itertools.islice(mixed_language_stream(rng), 6):
        key, sub = jax.random.split(key)
        masked, labels = mask_tokens(ids, sub, spec_for(lang))
        n_masked += int((labels != -100).sum())
    print(f"masked {n_masked} tokens")


if __name__ == "__main__":
    main()
