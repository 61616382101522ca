import numpy as np
import optax
from flax import nnx

from model import CoughClassifier
from calibrate import tune_temperature

rng = np.random.default_rng(45)
X = rng.normal(size=(200, 13)).astype(np.float32)
y = (np.argmax(X[:, :3], axis=1)).astype(np.int32)
model = CoughClassifier(13, 3, nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)


@nnx.jit
def cough_train_step(model, optimizer, x, y):
    loss, g = nnx.value_and_grad(lambda m: optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean())(model)
    optimizer.update(model, g)
    return loss


for epoch in range(20):
    loss = cough_train_step(model, optimizer, X[:150], y[:150])
t, nll = tune_temperature(model, X[150:], y[150:])
print("train loss", float(loss), "best temperature", t, "val NLL", round(nll, 4))
