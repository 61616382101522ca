import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx
from tokens import collate

class DescPrice(nnx.Module):
    def __init__(self, rngs):
        self.embed = nnx.Embed(600, 16, rngs=rngs)
        self.head = nnx.Linear(16, 1, rngs=rngs)

    def __call__(self, tokens):
        mask = (tokens > 0)[..., None]
        pooled = (self.embed(tokens) * mask).sum(1) / jnp.maximum(mask.sum(1), 1)
        return self.head(pooled)[:, 0]

model = DescPrice(nnx.Rngs(1))
optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)

@nnx.jit
def nnx_desc_step(model, optimizer, tokens, price):
    loss, grads = nnx.value_and_grad(lambda m: jnp.mean((m(tokens) - price) ** 2))(model)
    optimizer.update(model, grads)
    return loss

rng = np.random.default_rng(3)
listings = [rng.integers(1, 600, L).astype(np.int32) for L in rng.integers(5, 60, 96)]
prices = np.array([0.01 * len(s) for s in listings], np.float32)
for epoch in range(2):
    for i in range(0, 96, 16):
        loss = nnx_desc_step(model, optimizer, collate(listings[i:i + 16]), prices[i:i + 16])
    print(epoch, float(loss))
