import numpy as np

from data import collate, load_tracks
from features import track_lengths

BATCH = 8


def main():
    tracks = load_tracks(50)
    distances = []
    for start in range(0, len(tracks), BATCH):
        batch = tracks[start:start + BATCH]
        coords, mask = collate(batch, BATCH)
        distances.append(np.asarray(track_lengths(coords, mask))[: len(batch)])
    distances = np.concatenate(distances)
    print(f"{len(distances)} tracks, median length {np.median(distances):.1f} m")


if __name__ == "__main__":
    main()
