import jax
import jax.numpy as jnp


@jax.jit
def ema_update(ema_loss, batch_loss, decay):
    return decay * ema_loss + (1 - decay) * batch_loss


@jax.jit
def nll(params, ratings, users, items):
    pred = jnp.sum(params["u"][users] * params["v"][items], -1)
    return jnp.mean((pred - ratings) ** 2)


params = {"u": jnp.ones((10, 3)) * 0.5, "v": jnp.ones((12, 3)) * 0.5}
ema = 0
for step in range(5):
    key = jax.random.PRNGKey(step)
    users = jax.random.randint(key, (8,), 0, 10)
    items = jax.random.randint(jax.random.fold_in(key, 1), (8,), 0, 12)
    ratings = jax.random.uniform(key, (8,), minval=1.0, maxval=5.0)
    loss = nll(params, ratings, users, items)
    ema = float(ema_update(ema, loss, 0.9))
print(ema)
