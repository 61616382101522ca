import jax
import numpy as np

from config import TrainConfig
from model import init_params, update

N_FIELDS, VOCAB, DIM = 4, 10, 4


class CTRTrainer:
    def __init__(self, cfg):
        self.cfg = cfg
        self.params = init_params(jax.random.PRNGKey(0), N_FIELDS, VOCAB, DIM)

    def run_epoch(self, feats, labels, bs=64):
        for i in range(0, len(feats), bs):
            self.params, loss = update(self.params, feats[i:i + bs], labels[i:i + bs], self.cfg)
        return float(loss)

    def on_epoch_end(self, epoch):
        self.cfg = self.cfg.with_updates(lr=0.1)


def main():
    rng = np.random.default_rng(0)
    feats = rng.integers(0, VOCAB, size=(128, N_FIELDS)).astype(np.int32)
    labels = (feats[:, 0] == feats[:, 1]).astype(np.float32)
    trainer = CTRTrainer(TrainConfig(lr=0.1))
    for epoch in range(4):
        loss = trainer.run_epoch(feats, labels)
        trainer.on_epoch_end(epoch)
        print(epoch, round(loss, 4))


if __name__ == "__main__":
    main()
