import numpy as np

from embed import radial_profile_embedding
from rois import crop_to_canvas, frames


def main():
    embs = [np.asarray(radial_profile_embedding(crop_to_canvas(f))) for _, f in frames(10)]
    embs = np.stack(embs)
    sim = embs @ embs.T / np.outer(np.linalg.norm(embs, axis=1), np.linalg.norm(embs, axis=1))
    for i, row in enumerate(sim):
        j = np.argsort(row)[-2]
        print(f"ROI {i}: most similar ROI {j} (cos {row[j]:.3f})")


if __name__ == "__main__":
    main()
