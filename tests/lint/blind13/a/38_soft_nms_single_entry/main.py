import numpy as np

from detlib.evaluation import recall_at
from detlib.serving import handle_request

N_CANDIDATES = 32


def fake_candidates(rng):
    xy = rng.uniform(0, 48, size=(N_CANDIDATES, 2))
    wh = rng.uniform(8, 16, size=(N_CANDIDATES, 2))
    boxes = np.concatenate([xy, xy + wh], 1).astype(np.float32)
    scores = rng.uniform(0.05, 1.0, size=N_CANDIDATES).astype(np.float32)
    gt_hit = (rng.random(N_CANDIDATES) < 0.3).astype(np.float32)
    return boxes, scores, gt_hit


def main():
    rng = np.random.default_rng(0)
    # offline check on a few held-out images, then serve a few live requests
    recalls = [recall_at(*fake_candidates(rng)) for _ in range(3)]
    print(f"held-out recall {np.mean(recalls):.3f}")
    for request_id in range(3):
        boxes, scores, _ = fake_candidates(rng)
        kept_boxes, kept_scores = handle_request(boxes, scores)
        print(f"request {request_id}: {len(kept_boxes)} boxes")


if __name__ == "__main__":
    main()
