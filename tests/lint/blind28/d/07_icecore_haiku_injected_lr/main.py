import haiku as hk
import jax
import jax.numpy as jnp
import numpy as np
import optax


def transfer_fn(x):
    # dust, Na+, d18O -> site temperature anomaly
    return hk.nets.MLP([24, 24, 1])(x)[:, 0]


net = hk.without_apply_rng(hk.transform(transfer_fn))
tx = optax.inject_hyperparams(optax.adam)(learning_rate=1e-3)


@jax.jit
def update(params, opt_state, x, y):
    def loss_fn(p):
        return jnp.mean((net.apply(p, x) - y) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def proxies(n=200, seed=7):
    rng = np.random.default_rng(seed)
    d18o = rng.normal(-38.0, 2.0, n)
    dust = np.exp(rng.normal(0.0, 0.6, n)) * np.exp(-(d18o + 38.0) / 3.0)
    na = rng.gamma(2.0, 15.0, n)
    temp = 0.7 * (d18o + 38.0) + rng.normal(0, 0.3, n)
    x = np.stack([np.log(dust), np.log(na), (d18o + 38.0) / 2.0], 1)
    return jnp.asarray(x, jnp.float32), jnp.asarray(temp, jnp.float32)


x, y = proxies()
for lr in [1e-3, 3e-3, 1e-2]:
    params = net.init(jax.random.PRNGKey(0), x)
    opt_state = tx.init(params)
    opt_state.hyperparams["learning_rate"] = jnp.asarray(lr, jnp.float32)
    for step in range(40):
        params, opt_state, loss = update(params, opt_state, x, y)
    print(f"lr {lr:.0e}: mse {float(loss):.4f}")
