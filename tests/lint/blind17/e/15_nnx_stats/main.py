import numpy as np
import optax
from flax import nnx

from model import Classifier

rng = np.random.default_rng(0)
X = rng.normal(size=(192, 12)).astype(np.float32)
y = (X[:, :4].sum(1) > 0).astype(np.int32)

model = Classifier(12, 2, nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)


@nnx.jit
def train_step(model, optimizer, xb, yb):
    def loss_fn(model):
        return optax.softmax_cross_entropy_with_integer_labels(model(xb), yb).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


for epoch in range(2):
    for i in range(0, 192, 48):
        loss = train_step(model, optimizer, X[i:i + 48], y[i:i + 48])
        model.record(loss)
    print(f"epoch {epoch} steps {model.steps_seen} best {model.best_loss:.4f}")
