import jax.numpy as jnp
import numpy as np

from callbacks import IoUTracker


def main():
    rng = np.random.default_rng(0)
    target = jnp.asarray(rng.random((64, 64)) > 0.7)
    tracker = IoUTracker(target)
    steps_per_epoch = 4
    for epoch in range(3):
        for step in range(steps_per_epoch):
            noise = 0.5 / (1 + epoch + step / steps_per_epoch)
            pred = jnp.asarray(np.asarray(target) ^ (rng.random((64, 64)) < noise))
            if step == steps_per_epoch // 2:
                tracker(epoch + step / steps_per_epoch, pred)
        iou = tracker(epoch + 1, pred)
        print(f"epoch {epoch} iou {iou:.3f} smoothed {float(tracker.smoothed):.3f}")


if __name__ == "__main__":
    main()
