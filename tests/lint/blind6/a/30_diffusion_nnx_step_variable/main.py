import jax
import jax.numpy as jnp
import optax
from flax import nnx


class Denoiser(nnx.Module):
    def __init__(self, dim, rngs):
        self.lin1 = nnx.Linear(dim + 1, 32, rngs=rngs)
        self.lin2 = nnx.Linear(32, dim, rngs=rngs)
        self.step = nnx.Variable(jnp.array(0, jnp.int32))

    def __call__(self, x, t):
        return self.lin2(nnx.relu(self.lin1(jnp.concatenate([x, t[:, None]], -1))))


@nnx.jit
def train_step(model, optimizer, x0, noise, t):
    def loss_fn(m):
        xt = jnp.sqrt(1 - t)[:, None] * x0 + jnp.sqrt(t)[:, None] * noise
        return jnp.mean((m(xt, t) - noise) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    model.step.value = model.step.value + 1
    return loss


model = Denoiser(4, nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
key = jax.random.PRNGKey(0)
x0 = jax.random.normal(key, (16, 4))
for i in range(5):
    key, k1, k2 = jax.random.split(key, 3)
    loss = train_step(model, optimizer, x0, jax.random.normal(k1, x0.shape), jax.random.uniform(k2, (16,)))
    print(i, int(model.step.value), float(loss))
