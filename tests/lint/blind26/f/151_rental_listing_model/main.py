import jax
import jax.numpy as jnp
from flax import nnx

class ListingNet(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(8, 32, rngs=rngs)
        self.drop = nnx.Dropout(0.2, rngs=rngs)
        self.l2 = nnx.Linear(32, 1, rngs=rngs)

    def __call__(self, x):
        return self.l2(self.drop(nnx.relu(self.l1(x))))[:, 0]

@nnx.jit
def listing_loss(model, x, y):
    return jnp.mean((model(x) - y) ** 2)

x = jax.random.normal(jax.random.PRNGKey(0), (320, 8))
y = x[:, 0] * 0.6 + x[:, 1] * x[:, 2] * 0.3
model = ListingNet(nnx.Rngs(0))
for epoch in range(4):
    model.train()
    for i in range(0, 256, 64):
        train_loss = listing_loss(model, x[i:i + 64], y[i:i + 64])
    model.eval()
    hold = listing_loss(model, x[256:], y[256:][:64])
    print(epoch, float(train_loss), float(hold))
