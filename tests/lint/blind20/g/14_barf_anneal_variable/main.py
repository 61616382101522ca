import jax
import jax.numpy as jnp
import optax
from flax import nnx

from model import BARFField

TOTAL_STEPS = 5

model = BARFField(nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)


@nnx.jit
def train_step(model, optimizer, pts, target):
    def loss_fn(m):
        out = m(pts)
        return jnp.mean((jax.nn.sigmoid(out[..., :3]) - target) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


key = jax.random.PRNGKey(0)
for step in range(TOTAL_STEPS):
    key, k1, k2 = jax.random.split(key, 3)
    pts = jax.random.normal(k1, (64, 3))
    target = jax.random.uniform(k2, (64, 3))
    model.encoding.progress[...] = step / TOTAL_STEPS
    loss = train_step(model, optimizer, pts, target)
    print(step, float(loss))
