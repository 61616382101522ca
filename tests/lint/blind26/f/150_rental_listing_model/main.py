import jax
import jax.numpy as jnp
import optax
from flax import nnx
from model import ListingNet

@nnx.jit
def listing_step(model, optimizer, x, y):
    loss, grads = nnx.value_and_grad(lambda m: jnp.mean((m(x) - y) ** 2))(model)
    optimizer.update(model, grads)
    return loss

x = jax.random.normal(jax.random.PRNGKey(0), (256, 8))
y = x[:, 0] * 0.6 + x[:, 1] * x[:, 2] * 0.3
model = ListingNet(nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)
for epoch in range(4):
    model.drop.rate = 0.3 * (1 - epoch / 4)
    for i in range(0, 256, 64):
        loss = listing_step(model, optimizer, x[i:i + 64], y[i:i + 64])
    print(epoch, model.drop.rate, float(loss))
