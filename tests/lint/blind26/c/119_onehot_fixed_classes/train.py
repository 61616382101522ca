import numpy as np
from losses import smoothed_ce, N_CLASSES


def run(w, rng, epochs=2, batches=6):
    for epoch in range(epochs):
        for b in range(batches):
            x = rng.normal(size=(24, 10)).astype(np.float32)
            y = np.clip((np.abs(x[:, 0]) * 2).astype(np.int32), 0, 5)
            loss, g = smoothed_ce(w, x, y, num_classes=N_CLASSES)
            w = w - 0.3 * g
        print(epoch, float(loss), int(y.max()))
    return w
