import jax

from model import svi


@jax.jit
def svi_step(state, status, counts):
    return svi.update(state, status, counts)


def run(state, status, counts, epochs, batch):
    for epoch in range(epochs):
        for s in range(0, len(status), batch):
            state, loss = svi_step(state, status[s:s + batch], counts[s:s + batch])
    return state, loss
