import jax
import jax.numpy as jnp
import optax

from fno import FNO1d


def burgers_like(key, n_samples, n_points):
    xs = jnp.linspace(0, 2 * jnp.pi, n_points, endpoint=False)
    a = jax.random.normal(key, (n_samples, 3, 1))
    u0 = a[:, 0] * jnp.sin(xs) + a[:, 1] * jnp.cos(2 * xs) + a[:, 2] * jnp.sin(3 * xs)
    u1 = jnp.roll(u0, 2, axis=-1) * 0.9
    return u0[..., None], u1[..., None]


model = FNO1d()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 64, 1)))
tx = optax.adam(1e-3)
opt_state = tx.init(params)


@jax.jit
def train_step(params, opt_state, u0, u1):
    loss, grads = jax.value_and_grad(lambda p: jnp.mean((model.apply(p, u0) - u1) ** 2))(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


@jax.jit
def relative_error(params, u0, u1):
    pred = model.apply(params, u0)
    return jnp.linalg.norm(pred - u1) / jnp.linalg.norm(u1)


u0, u1 = burgers_like(jax.random.PRNGKey(1), 32, 64)
for step in range(5):
    params, opt_state, loss = train_step(params, opt_state, u0, u1)

for resolution in (64, 256):
    t0, t1 = burgers_like(jax.random.PRNGKey(2), 8, resolution)
    print(resolution, float(relative_error(params, t0, t1)))
