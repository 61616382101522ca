import jax
import jax.numpy as jnp
import optax
from flax import nnx

from model import SnowCoverNet


def bce(model, x, y):
    p = jnp.clip(model(x), 1e-6, 1 - 1e-6)
    return -jnp.mean(y * jnp.log(p) + (1 - y) * jnp.log(1 - p))


@nnx.jit
def train_step(model, optimizer, x, y):
    loss, grads = nnx.value_and_grad(bce)(model, x, y)
    optimizer.update(model, grads)
    return loss


@nnx.jit
def eval_loss(model, x, y):
    return bce(model, x, y)


key = jax.random.PRNGKey(0)
x = jax.random.uniform(key, (128, 6))
y = (x[:, 1] - x[:, 3] > 0.1).astype(jnp.float32)
model = SnowCoverNet(6, nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)

for epoch in range(4):
    model.train()
    loss = train_step(model, optimizer, x[:96], y[:96])
    train_eval = eval_loss(model, x[:32], y[:32])
    model.eval()
    val = eval_loss(model, x[96:], y[96:])
    print(epoch, float(loss), float(val), float(train_eval))
