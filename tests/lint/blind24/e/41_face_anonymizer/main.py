import numpy as np

from blur import anonymize
from detect import detect_faces


def main():
    rng = np.random.default_rng(0)
    h, w = 36, 64
    for i in range(8):
        frame = rng.uniform(0, 1, (h, w, 3)).astype(np.float32)
        boxes = detect_faces(i, h, w, rng)
        out = anonymize(frame, boxes)
        print(i, len(boxes), round(float(np.abs(np.asarray(out) - frame).sum()), 2))


if __name__ == "__main__":
    main()
