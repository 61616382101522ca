import jax
import numpy as np

from decoding import beam_search

VOCAB, DIM = 30, 16


class Translator:
    def __init__(self, seed=0):
        k1, k2 = jax.random.split(jax.random.PRNGKey(seed))
        self.params = {"emb": jax.random.normal(k1, (VOCAB, DIM)),
                       "out": jax.random.normal(k2, (DIM, VOCAB))}

    def translate(self, src_tokens, beam_width=4):
        bos = int(src_tokens[0])
        out, score = beam_search(self.params, bos, max_len=6, beam_width=beam_width)
        return np.asarray(out).tolist(), float(score)


def main():
    model = Translator()
    requests = [[3, 5, 7], [2, 9], [11, 4, 4, 1], [8], [6, 6]]
    for req in requests:
        out, score = model.translate(req)
        print(req, "->", out, round(score, 3))


if __name__ == "__main__":
    main()
