import numpy as np

from clips import CLIP_LENGTHS, shaky_clip
from smoothing import smooth_camera_path


def main():
    for i, n in enumerate(CLIP_LENGTHS):
        t, pan = shaky_clip(n, seed=i)
        smooth = np.asarray(smooth_camera_path(t, pan, 40.0, 12.0))
        correction = pan - smooth
        print(f"clip {i}: {n} frames, max correction {np.abs(correction).max():.3f}")


if __name__ == "__main__":
    main()
