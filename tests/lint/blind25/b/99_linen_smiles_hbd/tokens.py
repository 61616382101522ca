import numpy as np

MAX_LEN = 80
VOCAB = {c: i + 1 for i, c in enumerate("CNOSFclnos()=#123456[]+-@H")}


def random_smiles(rng):
    frags = ["C", "CC", "c1ccccc1", "N", "O", "C(=O)", "Cl", "F", "S", "CN", "OC"]
    return "".join(rng.choice(frags, int(rng.integers(2, 9))))


def encode(smiles_list):
    width = MAX_LEN
    out = np.zeros((len(smiles_list), width), np.int32)
    for i, s in enumerate(smiles_list):
        s = s[:MAX_LEN]
        out[i, :len(s)] = [VOCAB.get(ch, 0) for ch in s]
    return out


class SmilesLoader:
    def __init__(self, n, batch_size, seed=0):
        rng = np.random.default_rng(seed)
        self.smiles = [random_smiles(rng) for _ in range(n)]
        self.y = np.array([s.count("O") - 0.3 * s.count("c") for s in self.smiles], np.float32)
        self.batch_size = batch_size

    def __iter__(self):
        for s in range(0, len(self.smiles) - self.batch_size + 1, self.batch_size):
            yield encode(self.smiles[s:s + self.batch_size]), self.y[s:s + self.batch_size]
