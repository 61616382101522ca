import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx
from model import BagOfWordsPrice
from tokens import fake_listings, collate

model = BagOfWordsPrice(nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)

@nnx.jit
def nnx_listing_step(model, optimizer, tokens, price):
    def loss_fn(m):
        return jnp.mean((m(tokens) - price) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss

rng = np.random.default_rng(0)
listings = fake_listings(96, rng)
prices = np.array([0.02 * len(s) for s in listings], np.float32)
for epoch in range(2):
    for i in range(0, 96, 16):
        loss = nnx_listing_step(model, optimizer, collate(listings[i:i + 16]), prices[i:i + 16])
    print(epoch, float(loss))
