import numpy as np
import optax
from flax import nnx

from callbacks import MatchValidation
from model import ShotXG


def shots(rng, n):
    x = rng.normal(size=(n, 5)).astype(np.float32)  # distance, angle, body part, assist type, pressure
    y = (rng.random(n) < 1 / (1 + np.exp(2 + 1.5 * x[:, 0]))).astype(np.float32)
    return x, y


@nnx.jit
def xg_train_step(model, opt, x, y):
    loss, g = nnx.value_and_grad(lambda m: optax.sigmoid_binary_cross_entropy(m(x), y).mean())(model)
    opt.update(model, g)
    return loss


rng = np.random.default_rng(30)
X, Y = shots(rng, 512)
val = MatchValidation([shots(rng, n) for n in (23, 17, 31, 17, 26)])
model = ShotXG(nnx.Rngs(0))
opt = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
for epoch in range(3):
    for i in range(0, 512, 128):
        xg_train_step(model, opt, X[i:i + 128], Y[i:i + 128])
    val(epoch, model)
