import jax
import numpy as np

from model import SegmentTagger, tag_segments
from segment import segment_blocks, split_song

SR = 8000


def library(rng):
    for seconds in (3.1, 4.7, 2.2, 6.0, 3.9):
        yield rng.standard_normal(int(SR * seconds)).astype(np.float32)


def main():
    model = SegmentTagger(n_tags=6, key=jax.random.PRNGKey(0))
    rng = np.random.default_rng(0)
    for song in library(rng):
        segs = split_song(song)
        probs = []
        for block, valid in segment_blocks(segs):
            probs.append(np.asarray(tag_segments(model, block))[valid])
        probs = np.concatenate(probs)
        print(segs.shape[0], "segments, song tags", probs.mean(0).round(2))


if __name__ == "__main__":
    main()
