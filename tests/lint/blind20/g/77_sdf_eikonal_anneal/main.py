import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from losses import eikonal_term, eikonal_weight


class SDFNet(eqx.Module):
    mlp: eqx.nn.MLP

    def __init__(self, key):
        self.mlp = eqx.nn.MLP(3, "scalar", 32, 2, activation=jax.nn.softplus, key=key)

    def __call__(self, x):
        return self.mlp(x)


@eqx.filter_jit
def fit_step(model, opt_state, surface, free, lam):
    def loss_fn(m):
        surf = jnp.mean(jax.vmap(m)(surface) ** 2)
        return surf + lam * eikonal_term(m, free)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


rng = np.random.default_rng(0)
model = SDFNet(jax.random.PRNGKey(0))
optim = optax.adam(1e-3)
opt_state = optim.init(eqx.filter(model, eqx.is_array))
for step in range(6):
    surface = rng.normal(size=(64, 3)).astype(np.float32)
    surface /= np.linalg.norm(surface, axis=-1, keepdims=True)
    free = rng.uniform(-1.5, 1.5, size=(64, 3)).astype(np.float32)
    model, opt_state, loss = fit_step(model, opt_state, surface, free, eikonal_weight(step))
    print(step, float(loss))
