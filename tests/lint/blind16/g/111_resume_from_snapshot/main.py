import jax
import jax.numpy as jnp
import numpy as np
import optax


def snapshot(params, opt_state):
    adam_state = opt_state[0]
    return {
        "params": jax.tree_util.tree_map(np.asarray, params),
        "mu": jax.tree_util.tree_map(np.asarray, adam_state.mu),
        "nu": jax.tree_util.tree_map(np.asarray, adam_state.nu),
        "count": int(adam_state.count),
    }


def restore(ckpt):
    params = jax.tree_util.tree_map(jnp.asarray, ckpt["params"])
    adam_state = optax.ScaleByAdamState(
        count=ckpt["count"],
        mu=jax.tree_util.tree_map(jnp.asarray, ckpt["mu"]),
        nu=jax.tree_util.tree_map(jnp.asarray, ckpt["nu"]),
    )
    return params, (adam_state, optax.EmptyState())


rng = np.random.default_rng(97)
N, F = 512, 6
X = rng.normal(size=(N, F)).astype(np.float32)
y = (X @ rng.normal(size=F) + 0.3 * rng.normal(size=N)).astype(np.float32)

tx = optax.adam(0.05)
params = {"w": jnp.zeros(F), "b": jnp.zeros(())}
opt_state = tx.init(params)


@jax.jit
def step(params, opt_state, x, y):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((x @ p["w"] + p["b"] - y) ** 2))(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def run(params, opt_state, n_steps):
    for _ in range(n_steps):
        idx = rng.integers(0, N, 64)
        params, opt_state, loss = step(params, opt_state, X[idx], y[idx])
    return params, opt_state, float(loss)


params, opt_state, loss = run(params, opt_state, 10)
print("before snapshot", loss)
ckpt = snapshot(params, opt_state)

params, opt_state = restore(ckpt)
params, opt_state, loss = run(params, opt_state, 10)
print("after resume", loss)
