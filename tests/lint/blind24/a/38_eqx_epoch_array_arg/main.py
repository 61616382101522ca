import numpy as np
import equinox as eqx
import jax
import jax.numpy as jnp
import optax

# avian influenza surveillance: predict positive cloacal swab from flock and environment covariates


class HPAIRisk(eqx.Module):
    mlp: eqx.nn.MLP

    def __init__(self, key):
        self.mlp = eqx.nn.MLP(7, "scalar", 24, 2, key=key)

    def __call__(self, x):
        return self.mlp(x)


optim = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(2e-3))


@eqx.filter_jit
def hpai_step(model, opt_state, x, y, week):
    weight = 1.0 + 0.5 * jnp.cos(2 * jnp.pi * week / 52.0)

    def loss_fn(m):
        z = jax.vmap(m)(x)
        return weight * jnp.mean(jnp.logaddexp(0.0, z) - y * z)
    loss, g = eqx.filter_value_and_grad(loss_fn)(model)
    upd, opt_state = optim.update(g, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, upd), opt_state, loss


rng = np.random.default_rng(29)
model = HPAIRisk(jax.random.PRNGKey(6))
opt_state = optim.init(eqx.filter(model, eqx.is_array))
for week in range(0, 52, 6):
    x = rng.normal(size=(40, 7)).astype(np.float32)
    y = (rng.uniform(size=40) < 0.1).astype(np.float32)
    model, opt_state, loss = hpai_step(model, opt_state, x, y, jnp.asarray(week, dtype=jnp.float32))
    print("week", week, "loss", round(float(loss), 4))
