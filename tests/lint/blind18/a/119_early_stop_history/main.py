import numpy as np

from callbacks import PlateauStopper


def main():
    stopper = PlateauStopper(min_slope=-1.0)
    rng = np.random.default_rng(0)
    for epoch in range(7):
        val_iou = 0.7 - 0.5 * np.exp(-epoch / 2) + 0.01 * rng.normal()
        stop = stopper.on_epoch_end(val_iou)
        print(f"epoch {epoch}: val IoU {val_iou:.3f} stop={stop}")


if __name__ == "__main__":
    main()
