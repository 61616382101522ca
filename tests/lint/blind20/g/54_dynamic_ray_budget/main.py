import jax
import jax.numpy as jnp
import numpy as np
import optax

from sampler import DynamicRayBudget, sample_rays

N_SAMPLES = 16
OCCUPANCY_SCHEDULE = [16, 12, 10, 8, 8, 6]

rng = np.random.default_rng(0)
pool_o = rng.normal(size=(2000, 3)).astype(np.float32)
pool_d = rng.normal(size=(2000, 3)).astype(np.float32)
pool_rgb = rng.uniform(size=(2000, 3)).astype(np.float32)

key = jax.random.PRNGKey(0)
params = {"w1": jax.random.normal(key, (3, 32)) * 0.3, "w2": jax.random.normal(jax.random.fold_in(key, 1), (32, 4)) * 0.3}
tx = optax.adam(1e-3)
opt_state = tx.init(params)


@jax.jit
def train_step(params, opt_state, o, d, rgb):
    def loss_fn(p):
        t = jnp.linspace(2.0, 6.0, N_SAMPLES)
        pts = o[:, None] + d[:, None] * t[:, None]
        out = jnp.tanh(pts @ p["w1"]) @ p["w2"]
        sigma, col = jax.nn.softplus(out[..., 3]), jax.nn.sigmoid(out[..., :3])
        alpha = 1.0 - jnp.exp(-sigma * 0.25)
        trans = jnp.cumprod(jnp.concatenate([jnp.ones_like(alpha[:, :1]), 1 - alpha[:, :-1]], -1), -1)
        return jnp.mean((jnp.sum((alpha * trans)[..., None] * col, 1) - rgb) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


budget = DynamicRayBudget()
num_rays = budget.num_rays
for step, occupied_samples in enumerate(OCCUPANCY_SCHEDULE):
    o, d, rgb = sample_rays(rng, pool_o, pool_d, pool_rgb, num_rays)
    params, opt_state, loss = train_step(params, opt_state, o, d, rgb)
    num_rays = budget.update(occupied_samples)
    print(step, num_rays, float(loss))
