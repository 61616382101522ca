import numpy as np


def iter_tiles(height, width, tile, stride):
    for top in range(0, height, stride):
        for left in range(0, width, stride):
            yield top, left, min(top + tile, height), min(left + tile, width)


def sliding_window_predict(predict_fn, params, image, num_classes, tile=8, stride=8):
    h, w, _ = image.shape
    scores = np.zeros((h, w, num_classes), np.float32)
    for top, left, bottom, right in iter_tiles(h, w, tile, stride):
        patch = image[top:bottom, left:right]
        scores[top:bottom, left:right] += np.asarray(predict_fn(params, patch[None]))[0]
    return scores.argmax(-1)
