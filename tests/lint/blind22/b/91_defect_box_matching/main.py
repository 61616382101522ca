import numpy as np

from boxes import detections_per_image
from matching import best_iou


def main():
    for name, pred, gt in detections_per_image(seed=131):
        iou = best_iou(pred, gt)
        print(name, len(pred), np.round(np.asarray(iou), 3).tolist())


if __name__ == "__main__":
    main()
