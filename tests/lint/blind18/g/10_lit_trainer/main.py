import numpy as np

from module import LitClassifier
from trainer import PrintLoss, Trainer


def make_loader(n=96, d=12, k=3, bs=16, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, d)).astype(np.float32)
    y = (x[:, :k].argmax(-1)).astype(np.int32)

    def loader():
        for i in range(0, n, bs):
            yield {"x": x[i:i + bs], "y": y[i:i + bs]}

    return loader


if __name__ == "__main__":
    trainer = Trainer(max_epochs=2, callbacks=[PrintLoss()])
    trainer.fit(LitClassifier(12, 3), make_loader())
    print("global steps", trainer.global_step)
