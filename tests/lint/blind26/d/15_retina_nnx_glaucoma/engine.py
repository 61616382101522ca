from flax import nnx
import optax


@nnx.jit
def train_batch(model, optimizer, images, labels):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(images), labels).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


@nnx.jit
def eval_batch(model, images, labels):
    logits = model(images)
    return (logits.argmax(-1) == labels).mean()


def validate(model, val_set):
    accs = [eval_batch(model, x, y) for x, y in val_set]
    return sum(float(a) for a in accs) / len(accs)


def final_test(model, test_set):
    accs = [eval_batch(model, images=x, labels=y) for x, y in test_set]
    return sum(float(a) for a in accs) / len(accs)
