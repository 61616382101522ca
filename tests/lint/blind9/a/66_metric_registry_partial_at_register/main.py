import numpy as np

from evalkit import MetricRegistry, dice, pixel_accuracy

NUM_CLASSES = 3
EVAL_BATCHES = 4


def main():
    registry = MetricRegistry()
    registry.register("pixel_acc", pixel_accuracy, ignore_index=-1)
    registry.register("dice", dice, num_classes=NUM_CLASSES)

    rng = np.random.default_rng(0)
    history = []
    for i in range(EVAL_BATCHES):
        logits = rng.normal(size=(2, 8, 8, NUM_CLASSES)).astype(np.float32)
        labels = rng.integers(0, NUM_CLASSES, size=(2, 8, 8))
        history.append(registry.compute(logits, labels))
        print(f"batch {i}: {history[-1]}")


if __name__ == "__main__":
    main()
