import numpy as np

from data import collate, load_tracks
from features import track_lengths

BATCH = 8


def main():
    tracks = load_tracks(48)
    distances = []
    for start in range(0, len(tracks), BATCH):
        coords, mask = collate(tracks[start:start + BATCH])
        distances.append(np.asarray(track_lengths(coords, mask)))
    distances = np.concatenate(distances)
    print(f"{len(distances)} tracks, median length {np.median(distances):.1f} m")


if __name__ == "__main__":
    main()
