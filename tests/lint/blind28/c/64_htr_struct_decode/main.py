import jax
import numpy as np

from config import DecodeConfig
from decode import beam_free_decode

LINES = ["to all christian people", "know ye that i", "william barker of the parish",
         "yeoman do give and grant"]


def main():
    key = jax.random.PRNGKey(64)
    for text in LINES:
        key, sub = jax.random.split(key)
        logits = jax.random.normal(sub, (60, 31))
        cfg = DecodeConfig(blank_penalty=0.5, max_chars=len(text) + 5)
        chars = beam_free_decode(logits, cfg)
        print(len(text), int((np.asarray(chars) >= 0).sum()))


if __name__ == "__main__":
    main()
