import jax
import jax.numpy as jnp
import flax.linen as nn
import optax

from data import RGBDViews

NEAR, FAR, N_SAMPLES = 2.0, 6.0, 12


class Field(nn.Module):
    @nn.compact
    def __call__(self, x):
        h = nn.relu(nn.Dense(32)(x))
        h = nn.relu(nn.Dense(32)(h))
        out = nn.Dense(4)(h)
        return nn.sigmoid(out[..., :3]), nn.softplus(out[..., 3])


field = Field()


def render(params, origins, dirs):
    t = jnp.linspace(NEAR, FAR, N_SAMPLES)
    pts = origins[:, None] + dirs[:, None] * t[:, None]
    rgb, sigma = field.apply(params, pts)
    alpha = 1.0 - jnp.exp(-sigma * (FAR - NEAR) / N_SAMPLES)
    trans = jnp.cumprod(jnp.concatenate([jnp.ones_like(alpha[:, :1]), 1.0 - alpha[:, :-1]], -1), -1)
    w = alpha * trans
    return jnp.sum(w[..., None] * rgb, 1), jnp.sum(w * t, 1)


def loss_fn(params, batch):
    rgb, depth = render(params, batch["origins"], batch["dirs"])
    loss = jnp.mean((rgb - batch["rgb"]) ** 2)
    if "depth" in batch:
        loss = loss + 0.1 * jnp.mean(jnp.abs(depth - batch["depth"]))
    return loss


@jax.jit
def train_step(state, batch):
    params, opt_state = state
    loss, grads = jax.value_and_grad(loss_fn)(params, batch)
    updates, opt_state = tx.update(grads, opt_state, params)
    return (optax.apply_updates(params, updates), opt_state), loss


tx = optax.adamw(1e-3, weight_decay=1e-4)
params = field.init(jax.random.PRNGKey(0), jnp.zeros((1, 3)))
state = (params, tx.init(params))
for epoch in range(2):
    for batch in RGBDViews(seed=epoch):
        state, loss = train_step(state, batch)
    print(epoch, float(loss))
