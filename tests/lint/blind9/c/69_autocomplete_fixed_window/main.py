import jax
import numpy as np

from lm import encode, init_lm, next_char_logits


class Autocomplete:
    def __init__(self, params, k=3):
        self.params = params
        self.k = k

    def on_keystroke(self, typed):
        ids, valid = encode(typed)
        logits = next_char_logits(self.params, ids, valid)
        return np.argsort(-np.asarray(logits))[: self.k]


def main():
    ac = Autocomplete(init_lm(jax.random.PRNGKey(0)))
    typed = ""
    for ch in "wirele":
        typed += ch
        print(f"{typed!r}: suggestions {ac.on_keystroke(typed)}")


if __name__ == "__main__":
    main()
