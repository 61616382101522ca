from labels import CLASS_NAMES, bev_batches
from loss import focal_loss

NUM_CLASSES = len(CLASS_NAMES)


def main():
    for step, (logits, labels) in enumerate(bev_batches(8)):
        loss = focal_loss(logits, labels, num_classes=NUM_CLASSES)
        print(f"step {step} classes {int(labels.max()) + 1} focal {float(loss):.4f}")


if __name__ == "__main__":
    main()
