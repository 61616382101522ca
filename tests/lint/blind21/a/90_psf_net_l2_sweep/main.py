import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import PSFEmulator

optim = optax.adam(3e-3)


@eqx.filter_jit
def step(model, opt_state, x, y, hparams):
    def loss(m):
        params = eqx.filter(m, eqx.is_array)
        l2 = sum(jnp.sum(p ** 2) for p in jax.tree_util.tree_leaves(params))
        return jnp.mean((m(x) - y) ** 2) + hparams["l2"] * l2

    val, grads = eqx.filter_value_and_grad(loss)(model)
    updates, opt_state = optim.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, val


def stars(n, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.uniform(-1, 1, (n, 3)).astype(np.float32)
    e = np.stack([0.05 * x[:, 0] ** 2 - 0.02 * x[:, 2], 0.03 * x[:, 0] * x[:, 1]], 1)
    return jnp.asarray(x), jnp.asarray(e + 0.005 * rng.normal(size=e.shape), jnp.float32)


if __name__ == "__main__":
    x, y = stars(256)
    for l2 in (1e-5, 1e-4, 1e-3, 1e-2):
        model = PSFEmulator(jax.random.PRNGKey(0))
        opt_state = optim.init(eqx.filter(model, eqx.is_array))
        for _ in range(20):
            model, opt_state, val = step(model, opt_state, x, y, {"l2": l2})
        print(f"l2={l2:g} loss={float(val):.5f}")
