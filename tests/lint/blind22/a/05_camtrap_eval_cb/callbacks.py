import jax


def accuracy_callback(model, params, val_batches, epoch):
    def predict_labels(p, x):
        return model.apply(p, x).argmax(-1)

    predict = jax.jit(predict_labels)
    correct = total = 0
    for images, labels in val_batches:
        correct += int((predict(params, images) == labels).sum())
        total += len(labels)
    print(f"epoch {epoch}: val acc {correct / total:.3f}")
