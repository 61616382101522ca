import numpy as np
import jax
import jax.numpy as jnp
import optax
from flax import nnx


class BehaviourNet(nnx.Module):
    def __init__(self, n_in, n_out, rngs):
        self.l1 = nnx.Linear(n_in, 32, rngs=rngs)
        self.l2 = nnx.Linear(32, n_out, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.relu(self.l1(x)))


rng = np.random.default_rng(0)
X = rng.normal(size=(256, 18)).astype(np.float32)   # ODBA, pitch, roll summaries
Y = rng.integers(0, 4, size=256).astype(np.int32)

model = BehaviourNet(18, 4, nnx.Rngs(0))
tx = optax.inject_hyperparams(optax.sgd)(learning_rate=0.1, momentum=0.9)
optimizer = nnx.Optimizer(model, tx, wrt=nnx.Param)


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


for epoch in range(5):
    lr = 0.1 * 0.5 ** epoch
    optimizer.opt_state.hyperparams["learning_rate"].value = jnp.asarray(lr)
    for i in range(0, 256, 64):
        loss = train_step(model, optimizer, X[i:i + 64], Y[i:i + 64])
    print(epoch, lr, float(loss))
