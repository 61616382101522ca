from flax import nnx

from model import listwise_loss


@nnx.jit
def train_step(model, optimizer, feats, relevance):
    loss, grads = nnx.value_and_grad(listwise_loss)(model, feats, relevance)
    optimizer.update(model, grads)
    return loss


def anneal(model, epoch, start=2.0, decay=0.7):
    model.temperature = max(0.5, start * decay ** epoch)
