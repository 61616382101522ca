import jax
import jax.numpy as jnp
import optax
from flax import nnx


class MatrixFactorization(nnx.Module):
    def __init__(self, n_users, n_items, dim, rngs: nnx.Rngs):
        self.user = nnx.Embed(n_users, dim, rngs=rngs)
        self.item = nnx.Embed(n_items, dim, rngs=rngs)
        self.num_updates = 0

    def __call__(self, users, items):
        return jnp.sum(self.user(users) * self.item(items), axis=-1)


@nnx.jit
def train_step(model, optimizer, users, items, ratings):
    def loss_fn(m):
        return jnp.mean((m(users, items) - ratings) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    model.num_updates += 1
    return loss


model = MatrixFactorization(20, 15, 4, nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.sgd(0.1), wrt=nnx.Param)
key = jax.random.PRNGKey(0)
for step in range(5):
    key, k1, k2, k3 = jax.random.split(key, 4)
    users = jax.random.randint(k1, (16,), 0, 20)
    items = jax.random.randint(k2, (16,), 0, 15)
    ratings = jax.random.uniform(k3, (16,), minval=1, maxval=5)
    loss = train_step(model, optimizer, users, items, ratings)
print(model.num_updates, float(loss))
