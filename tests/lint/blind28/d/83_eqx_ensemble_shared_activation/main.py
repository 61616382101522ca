import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from members import make_member

opt = optax.adam(5e-3)


@eqx.filter_jit
def ensemble_member_step(model, opt_state, x, y):
    def loss(m):
        return jnp.mean((jax.vmap(m)(x)[:, 0] - y) ** 2)
    val, g = eqx.filter_value_and_grad(loss)(model)
    upd, opt_state = opt.update(g, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, upd), opt_state, val


rng = np.random.default_rng(9)
# glacier annual balance from summer temperature, winter precip, cloudiness
x = jnp.asarray(rng.normal(0, 1, (80, 3)), jnp.float32)
y = jnp.asarray(-0.7 - 0.9 * np.asarray(x[:, 0]) + 0.5 * np.asarray(x[:, 1]), jnp.float32)
for k, key in enumerate(jax.random.split(jax.random.PRNGKey(1), 5)):
    model = make_member(key)
    state = opt.init(eqx.filter(model, eqx.is_array))
    for _ in range(20):
        model, state, val = ensemble_member_step(model, state, x, y)
    print(f"member {k}: mse {float(val):.4f}")
