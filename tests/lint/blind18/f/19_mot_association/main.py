import numpy as np

from tracker import MAX_DETS, MAX_TRACKS, Tracker


def detections(rng, emb_dim=8):
    boxes = rng.uniform(0, 20, size=(MAX_DETS, 4)).astype(np.float32)
    emb = rng.normal(size=(MAX_DETS, emb_dim)).astype(np.float32)
    emb /= np.linalg.norm(emb, axis=1, keepdims=True)
    return boxes, emb


def main():
    rng = np.random.default_rng(0)
    tracker = Tracker()
    for frame in range(4):
        boxes, emb = detections(rng)
        pairs = tracker.match(boxes, emb)
        if frame % 2 == 1:
            lost_b, lost_e = detections(rng)
            recovered = tracker.reidentify(lost_b[:MAX_TRACKS], lost_e[:MAX_TRACKS], boxes, emb)
            print("recovered", len(recovered))
        tracker.update(boxes, emb, pairs)
        print(f"frame {frame}: {len(pairs)} matches")


if __name__ == "__main__":
    main()
