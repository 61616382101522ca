import jax
import jax.numpy as jnp
import optax
from flax import nnx

from scenes import SCENE_BOUNDS, scene_bounds

N_SAMPLES = 10


class Field(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(3, 32, rngs=rngs)
        self.l2 = nnx.Linear(32, 4, rngs=rngs)

    def __call__(self, x):
        out = self.l2(nnx.relu(self.l1(x)))
        return nnx.sigmoid(out[..., :3]), nnx.softplus(out[..., 3])


@nnx.jit
def fit_step(model, optimizer, origins, dirs, target, near, far):
    def loss_fn(m):
        t = near + (far - near) * jnp.linspace(0.0, 1.0, N_SAMPLES)
        rgb, sigma = m(origins[:, None] + dirs[:, None] * t[:, None])
        alpha = 1.0 - jnp.exp(-sigma * (far - near) / N_SAMPLES)
        trans = jnp.cumprod(jnp.concatenate([jnp.ones_like(alpha[:, :1]), 1.0 - alpha[:, :-1]], -1), -1)
        return jnp.mean((jnp.sum((alpha * trans)[..., None] * rgb, 1) - target) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


key = jax.random.PRNGKey(0)
model = Field(nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
for name in SCENE_BOUNDS:
    near, far = scene_bounds(name)
    for it in range(3):
        key, k1, k2 = jax.random.split(key, 3)
        origins = jax.random.normal(k1, (32, 3))
        target = jax.random.uniform(k2, (32, 3))
        loss = fit_step(model, optimizer, origins, origins / jnp.linalg.norm(origins, axis=-1, keepdims=True), target, near, far)
    print(name, float(loss))
