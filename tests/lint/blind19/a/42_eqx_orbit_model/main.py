import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from callbacks import RolloutError
from model import AccelNet

DT = 0.05


def kepler_data(n, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.uniform(-1.5, 1.5, size=(n, 2)).astype(np.float32)
    v = rng.uniform(-1.0, 1.0, size=(n, 2)).astype(np.float32)
    r = np.linalg.norm(x, axis=1, keepdims=True) + 0.1
    a = (-x / r ** 3).astype(np.float32)
    return np.concatenate([x, v], axis=1), a


def reference_orbit(n_steps):
    s = np.array([1.0, 0.0, 0.0, 1.0], np.float32)
    xs = []
    for _ in range(n_steps):
        x, v = s[:2], s[2:]
        a = -x / (np.linalg.norm(x) + 0.1) ** 3
        v = v + DT * a
        x = x + DT * v
        s = np.concatenate([x, v]).astype(np.float32)
        xs.append(x)
    return jnp.asarray(np.stack(xs))


@eqx.filter_jit
def train_step(model, opt_state, s, a, optim):
    def loss(m):
        return jnp.mean((jax.vmap(m)(s) - a) ** 2)

    l, grads = eqx.filter_value_and_grad(loss)(model)
    updates, opt_state = optim.update(grads, opt_state, model)
    return eqx.apply_updates(model, updates), opt_state, l


def main():
    model = AccelNet(jax.random.PRNGKey(0))
    optim = optax.adam(1e-3)
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    s, a = kepler_data(256)
    callback = RolloutError(jnp.array([1.0, 0.0, 0.0, 1.0]), reference_orbit(40), DT)
    for epoch in range(8):
        for i in range(0, 256, 64):
            model, opt_state, l = train_step(model, opt_state, s[i:i + 64], a[i:i + 64], optim)
        if epoch % 2 == 1:
            callback(epoch, model)


if __name__ == "__main__":
    main()
