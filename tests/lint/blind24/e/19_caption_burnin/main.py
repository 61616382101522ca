import numpy as np

from burnin import composite_caption


def caption_layer(rng, h, w):
    layer = np.zeros((h, w, 4), np.float32)
    layer[-6:-2, 4:-4, :3] = 1.0
    layer[-6:-2, 4:-4, 3] = rng.uniform(0.6, 1.0)
    return layer


def render_review_copy(frames, captions):
    return [composite_caption(f, c, 0.8) for f, c in zip(frames, captions)]


def render_final(frames, captions):
    return [composite_caption(f, c, opacity=1.0) for f, c in zip(frames, captions)]


def main():
    rng = np.random.default_rng(0)
    frames = [rng.uniform(0, 1, (27, 48, 3)).astype(np.float32) for _ in range(4)]
    caps = [caption_layer(rng, 27, 48) for _ in range(4)]
    review = render_review_copy(frames, caps)
    final = render_final(frames, caps)
    print(float(sum(r.mean() for r in review)), float(sum(f.mean() for f in final)))


if __name__ == "__main__":
    main()
