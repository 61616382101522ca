import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from nerf import NoisyDensityField, with_noise_schedule

N_SAMPLES = 8


@eqx.filter_jit
def train_step(model, opt_state, key, origins, dirs, target):
    def loss_fn(m):
        t = jnp.linspace(2.0, 6.0, N_SAMPLES)
        pts = (origins[:, None] + dirs[:, None] * t[:, None]).reshape(-1, 3)
        rgb, sigma = m(pts, key)
        rgb = rgb.reshape(-1, N_SAMPLES, 3)
        alpha = 1.0 - jnp.exp(-sigma.reshape(-1, N_SAMPLES) * 0.5)
        trans = jnp.cumprod(jnp.concatenate([jnp.ones_like(alpha[:, :1]), 1 - alpha[:, :-1]], -1), -1)
        return jnp.mean((jnp.sum((alpha * trans)[..., None] * rgb, 1) - target) ** 2)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


key = jax.random.PRNGKey(0)
model = NoisyDensityField(key)
optim = optax.adam(1e-3)
opt_state = optim.init(eqx.filter(model, eqx.is_array))
for step in range(5):
    key, k1, k2, k3 = jax.random.split(key, 4)
    origins = jax.random.normal(k1, (32, 3))
    dirs = jax.random.normal(k2, (32, 3))
    target = jax.random.uniform(k3, (32, 3))
    model = with_noise_schedule(model, step)
    model, opt_state, loss = train_step(model, opt_state, k3, origins, dirs, target)
    print(step, float(model.noise_std), float(loss))
