import numpy as np

from features import roi_morphology
from rois import segment_rois, synthetic_frames


def main():
    table = []
    for i, frame in synthetic_frames(10):
        roi = segment_rois(frame)
        if roi is None:
            continue
        table.append(np.asarray(roi_morphology(roi)))
    table = np.stack(table)
    print("area  major  minor  ecc")
    for row in table:
        print(" ".join(f"{v:6.2f}" for v in row))


if __name__ == "__main__":
    main()
