import jax
import numpy as np

from ais import synth_tracks, collate
from encoder import TrackEncoder

model = TrackEncoder()


@jax.jit
def encode_tracks(params, x, mask):
    return model.apply(params, x, mask)


def main():
    tracks = synth_tracks(96)
    x0, m0 = collate(tracks[:16])
    params = model.init(jax.random.PRNGKey(0), x0, m0)
    embs = []
    for i in range(0, len(tracks), 16):
        x, m = collate(tracks[i:i + 16])
        embs.append(np.asarray(encode_tracks(params, x, m)))
    print(np.concatenate(embs).shape)


if __name__ == "__main__":
    main()
