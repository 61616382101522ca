import jax
import jax.numpy as jnp

from config import AlignConfig
from loader import CueDataset


@jax.jit
def snap_to_frames(onsets, energy, valid, frame_rate):
    frames = jnp.round(onsets * frame_rate)
    weighted = jnp.sum(frames * energy * valid, axis=1) / jnp.maximum(jnp.sum(energy * valid, axis=1), 1e-6)
    jitter = jnp.sum(jnp.abs(frames / frame_rate - onsets) * valid, axis=1)
    return weighted, jitter


def main():
    cfg = AlignConfig()
    ds = CueDataset(cfg)
    for epoch in range(cfg.epochs):
        worst = 0.0
        for onsets, energy, valid in ds.batches():
            centre, jitter = snap_to_frames(onsets, energy, valid, cfg.frame_rate)
            worst = max(worst, float(jitter.max()))
        print("pass", epoch, "max jitter", round(worst, 4))


if __name__ == "__main__":
    main()
