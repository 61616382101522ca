import numpy as np

from crf import viterbi

MAX_LEN = 16


class CrfPosTagger:
    def __init__(self, vocab_size, num_tags, seed=0):
        rng = np.random.default_rng(seed)
        self.emission_table = rng.normal(size=(vocab_size, num_tags)).astype(np.float32)
        self.transitions = rng.normal(size=(num_tags, num_tags)).astype(np.float32)

    def tag(self, sentence_ids):
        n = len(sentence_ids)
        padded = np.zeros(MAX_LEN, dtype=np.int64)
        padded[:n] = sentence_ids
        emissions = self.emission_table[padded]
        path = viterbi(emissions, self.transitions, np.int32(n))
        return np.asarray(path)[:n].tolist()
