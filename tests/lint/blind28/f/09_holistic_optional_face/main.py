import numpy as np

from loader import dataset
from model import embed_landmarks


def main():
    bank = {}
    for sample, label in dataset(12):
        emb = np.asarray(embed_landmarks(sample))
        bank.setdefault(label, []).append(emb)
    for label, embs in sorted(bank.items()):
        print(label, len(embs), [e.shape for e in embs][:2])


if __name__ == "__main__":
    main()
