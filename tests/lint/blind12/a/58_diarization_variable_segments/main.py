import numpy as np

from clustering import spectral_embedding

EMB_DIM = 16


def recordings(seed=0):
    """Yield per-recording speaker-embedding segments; recordings differ in length."""
    rng = np.random.default_rng(seed)
    for rec_id, (n_segments, n_speakers) in enumerate([(11, 2), (17, 3), (8, 2), (23, 3), (14, 2)]):
        centers = rng.standard_normal((n_speakers, EMB_DIM)) * 3
        who = rng.integers(0, n_speakers, size=n_segments)
        yield f"rec{rec_id}", (centers[who] + rng.standard_normal((n_segments, EMB_DIM))).astype(np.float32), who


def two_way_split(coords):
    return (coords[:, 1] > np.median(coords[:, 1])).astype(int)


if __name__ == "__main__":
    for rec, embs, who in recordings():
        coords = np.asarray(spectral_embedding(embs))
        labels = two_way_split(coords)
        print(f"{rec}: {len(embs)} segments, cluster sizes {np.bincount(labels, minlength=2).tolist()}")
