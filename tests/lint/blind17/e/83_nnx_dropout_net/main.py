import numpy as np
import optax
from flax import nnx

from model import Net

rng = np.random.default_rng(0)
X = rng.normal(size=(240, 16)).astype(np.float32)
y = rng.integers(0, 3, 240).astype(np.int32)

model = Net(16, 64, 3, rate=0.5, rngs=nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)


@nnx.jit
def train_step(model, optimizer, xb, yb):
    def loss_fn(model):
        return optax.softmax_cross_entropy_with_integer_labels(model(xb), yb).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


for epoch in range(5):
    model.set_dropout(0.5 * (1 - epoch / 5))
    model.train()
    for i in range(0, 240, 48):
        loss = train_step(model, optimizer, X[i:i + 48], y[i:i + 48])
    print(f"epoch {epoch} dropout {model.dropout.rate:.2f} loss {float(loss):.4f}")
