import jax
import numpy as np

from augment import random_flip_and_jitter
from data import DetectionLoader, synthetic_detection_set

BATCH_SIZE = 4


def main():
    rng = np.random.default_rng(3)
    dataset = synthetic_detection_set(rng, n_images=22)
    loader = DetectionLoader(dataset, BATCH_SIZE, drop_last=True)
    key = jax.random.PRNGKey(0)
    for step, (images, boxes, labels) in enumerate(loader):
        key, sub = jax.random.split(key)
        images, boxes = random_flip_and_jitter(sub, images, boxes, labels)
        n_obj = int((labels >= 0).sum())
        print(f"batch {step}: images {images.shape} boxes {boxes.shape} objects {n_obj}")


if __name__ == "__main__":
    main()
