import numpy as np


def iter_tiles(height, width, tile, stride):
    for top in range(0, height - tile + 1, stride):
        for left in range(0, width - tile + 1, stride):
            yield top, left, top + tile, left + tile


def sliding_window_predict(predict_fn, params, image, num_classes, tile=8, stride=8):
    h, w, _ = image.shape
    pad_h, pad_w = -h % tile, -w % tile
    padded = np.pad(image, ((0, pad_h), (0, pad_w), (0, 0)), mode="reflect")
    scores = np.zeros(padded.shape[:2] + (num_classes,), np.float32)
    for top, left, bottom, right in iter_tiles(*padded.shape[:2], tile, stride):
        patch = padded[top:bottom, left:right]
        scores[top:bottom, left:right] += np.asarray(predict_fn(params, patch[None]))[0]
    return scores[:h, :w].argmax(-1)
