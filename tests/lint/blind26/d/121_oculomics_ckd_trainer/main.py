import numpy as np

from trainer import OculomicsTrainer


def main():
    rng = np.random.default_rng(0)
    # retinal vessel calibre features -> chronic kidney disease label
    x = rng.normal(size=(64, 8)).astype(np.float32)
    y = (x[:, 0] - x[:, 3] > 0).astype(np.float32)
    tr = OculomicsTrainer(8)
    for epoch in range(2):
        for i in range(0, 64, 16):
            l = tr.fit_batch(x[i:i + 16], y[i:i + 16])
        print(epoch, float(l))


if __name__ == "__main__":
    main()
