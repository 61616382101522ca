import numpy as np

from pipeline import ClozeBatcher


def main():
    rng = np.random.default_rng(0)
    seqs = rng.integers(2, 1000, size=(64, 20)).astype(np.int32)
    loader = ClozeBatcher(seqs, batch_size=32)
    for epoch in range(5):
        loader.set_epoch(epoch)
        masked_frac = [t.mean() for _, t, _ in loader]
        print(f"epoch {epoch}: mask rate {np.mean(masked_frac):.3f} "
              f"(target {loader.cfg.current_mask_prob:.3f})")


if __name__ == "__main__":
    main()
