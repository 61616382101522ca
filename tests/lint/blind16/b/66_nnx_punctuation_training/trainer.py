import optax
from flax import nnx


@nnx.jit
def train_step(model, optimizer, batch):
    def loss_fn(m):
        logits = m(batch["ids"])
        ce = optax.softmax_cross_entropy_with_integer_labels(logits, batch["tags"])
        return (ce * batch["mask"]).sum() / batch["mask"].sum()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def run_epoch(model, optimizer, loader):
    total = 0.0
    for batch in loader:
        loss = train_step(model, optimizer, batch)
        total += float(loss)
    return total
