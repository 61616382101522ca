import optax
from flax import nnx


def tagging_loss(model, ids, tags, mask):
    logits = model(ids)
    ce = optax.softmax_cross_entropy_with_integer_labels(logits, tags)
    return (ce * mask).sum() / mask.sum()


def train_step(model, optimizer, ids, tags, mask):
    loss, grads = nnx.value_and_grad(tagging_loss)(model, ids, tags, mask)
    optimizer.update(model, grads)
    return loss


def run_epoch(model, optimizer, batches):
    step_fn = nnx.jit(train_step)
    total = 0.0
    for ids, tags, mask in batches:
        total += float(step_fn(model, optimizer, ids, tags, mask))
    return total / len(batches)
