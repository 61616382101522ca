import numpy as np
import optax
from flax import nnx
from model import RiskHead

@nnx.jit
def fold_step(model, optimizer, x, y):
    def loss_fn(m):
        return optax.sigmoid_binary_cross_entropy(m(x), y).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss

def kfold(x, y, k=5, epochs=10):
    folds = np.split(np.arange(len(x)), k)
    scores = []
    for i in range(k):
        tr = np.concatenate([f for j, f in enumerate(folds) if j != i])
        model = RiskHead(x.shape[1], nnx.Rngs(i))
        optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
        for _ in range(epochs):
            loss = fold_step(model, optimizer, x[tr], y[tr])
        scores.append(float(loss))
    return scores
