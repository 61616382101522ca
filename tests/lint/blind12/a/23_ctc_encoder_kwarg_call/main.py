import jax
import numpy as np

from model import init_encoder
from train import dev_loss, greedy_ctc_decode, train_step

B, T, F, L = 4, 40, 20, 6


def utterance_batch(rng):
    feats = rng.standard_normal((B, T, F)).astype(np.float32)
    frame_mask = (np.arange(T)[None] < rng.integers(25, T + 1, size=(B, 1))).astype(np.float32)
    labels = rng.integers(1, 12, size=(B, L)).astype(np.int32)
    label_mask = (np.arange(L)[None] < rng.integers(3, L + 1, size=(B, 1))).astype(np.float32)
    return feats, frame_mask, labels, label_mask


def main():
    rng = np.random.default_rng(0)
    params = init_encoder(jax.random.PRNGKey(0))
    dev = utterance_batch(rng)
    for epoch in range(4):
        for _ in range(2):
            params, loss = train_step(params, *utterance_batch(rng))
        hyps = greedy_ctc_decode(params, dev[0], dev[1])
        print(f"epoch {epoch}: train {float(loss):.3f} dev {dev_loss(params, *dev):.3f} "
              f"hyp lengths {[len(h) for h in hyps]}")


if __name__ == "__main__":
    main()
