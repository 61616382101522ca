import numpy as np

from online import UserStateStore

N_ITEMS, DIM, IMPRESSIONS = 500, 16, 10


def feedback_events(n, seed=0):
    rng = np.random.default_rng(seed)
    items = rng.normal(size=(N_ITEMS, DIM)).astype(np.float32)
    for _ in range(n):
        shown = rng.choice(N_ITEMS, size=IMPRESSIONS, replace=False)
        clicks = (rng.random(IMPRESSIONS) < 0.2).astype(np.float32)
        yield int(rng.integers(0, 3)), items[shown], clicks


def main():
    store = UserStateStore(DIM)
    for i, (uid, item_vecs, clicks) in enumerate(feedback_events(7)):
        store.on_feedback(uid, item_vecs, clicks)
        print(f"event {i}: user {uid} |u|={float(np.linalg.norm(store.get(uid))):.4f}")


if __name__ == "__main__":
    main()
