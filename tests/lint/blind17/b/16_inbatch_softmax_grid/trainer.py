import jax.numpy as jnp
import optax
from flax import nnx

from model import DualEncoder, inbatch_loss

TX = optax.adam(1e-2)


@nnx.jit
def step(model, optimizer, batch, temperature):
    loss, grads = nnx.value_and_grad(inbatch_loss)(model, batch, temperature)
    optimizer.update(model, grads)
    return loss


def train_epoch(model, optimizer, batches, temperature):
    t = jnp.float32(temperature)
    losses = [step(model, optimizer, b, t) for b in batches]
    return float(sum(losses) / len(losses))


def run_sweep(temperatures, make_batches, epochs=3):
    results = {}
    for t in temperatures:
        model = DualEncoder(64, 128, 16, rngs=nnx.Rngs(0))
        optimizer = nnx.Optimizer(model, TX, wrt=nnx.Param)
        for epoch in range(epochs):
            loss = train_epoch(model, optimizer, make_batches(epoch), t)
        results[t] = loss
    return results
