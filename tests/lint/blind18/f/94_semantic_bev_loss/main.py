from labels import bev_batches
from loss import focal_loss


def main():
    for step, (logits, labels) in enumerate(bev_batches(8)):
        num_classes = int(labels.max()) + 1
        loss = focal_loss(logits, labels, num_classes=num_classes)
        print(f"step {step} classes {num_classes} focal {float(loss):.4f}")


if __name__ == "__main__":
    main()
