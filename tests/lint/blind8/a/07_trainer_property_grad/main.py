import numpy as np

from trainer import Classifier, Trainer


def load_features(n=96, dim=48, seed=0):
    # stand-in for frozen backbone features
    rng = np.random.default_rng(seed)
    return rng.normal(size=(n, dim)).astype(np.float32), rng.integers(0, 10, n).astype(np.int32)


def main():
    feats, labels = load_features()
    trainer = Trainer(Classifier())
    for step, start in enumerate(range(0, len(feats), 16)):
        loss = trainer.fit_batch(feats[start:start + 16], labels[start:start + 16])
        print(f"step {step}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
