import numpy as np

from loader import dataset
from model import embed_holistic


def main():
    bank = {}
    for sample, label in dataset(12):
        bank.setdefault(label, []).append(np.asarray(embed_holistic(sample)))
    for label, embs in sorted(bank.items()):
        print(label, len(embs), float(np.mean(embs)))


if __name__ == "__main__":
    main()
