from clips import detections, pad_to_bucket
from detector import upsweep_score


def main():
    for i, clip in detections(12):
        padded, n = pad_to_bucket(clip)
        s = upsweep_score(padded, n, 2000.0)
        print(f"clip {i:2d}: {len(clip):5d} samples -> {len(padded):5d}, sweep slope {float(s):+.3f} Hz/frame")


if __name__ == "__main__":
    main()
