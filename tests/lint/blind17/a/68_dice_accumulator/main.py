import numpy as np

from metrics import DiceMeter


def fake_volumes(rng, n, shape=(8, 32, 32)):
    for _ in range(n):
        target = (rng.random(shape) > 0.8).astype(np.float32)
        noise = rng.random(shape) > 0.9
        pred = np.where(noise, 1 - target, target).astype(np.float32)
        yield pred, target


def main():
    rng = np.random.default_rng(0)
    meter = DiceMeter()
    for epoch in range(3):
        meter.reset()
        for pred, target in fake_volumes(rng, 4):
            meter.update(pred, target)
        print(epoch, round(meter.compute(), 4))


if __name__ == "__main__":
    main()
