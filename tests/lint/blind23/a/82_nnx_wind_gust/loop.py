from flax import nnx

from model import gust_update


def run_epoch(model, optimizer, batches):
    step = nnx.jit(gust_update)
    loss = None
    for x, y in batches:
        loss = step(model, optimizer, x, y)
    return loss
