import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax


class TransitShare(eqx.Module):
    w: jax.Array
    b: jax.Array
    temperature: jax.Array

    def __init__(self, n_feats, n_modes, key):
        self.w = jax.random.normal(key, (n_feats, n_modes)) * 0.1
        self.b = jnp.zeros(n_modes)
        self.temperature = jnp.asarray(2.0, jnp.float32)

    def __call__(self, x):
        return jax.nn.log_softmax((x @ self.w + self.b) / self.temperature)


opt = optax.sgd(0.1)


@eqx.filter_jit
def sgd_epoch(model, opt_state, x, y):
    params, static = eqx.partition(model, eqx.is_array)
    params = eqx.tree_at(lambda m: m.temperature, params, None)

    def nll(p):
        m = eqx.combine(eqx.tree_at(lambda q: q.temperature, p, model.temperature,
                                    is_leaf=lambda z: z is None), static)
        return -jnp.mean(jnp.take_along_axis(m(x), y[:, None], axis=1))
    loss, g = jax.value_and_grad(nll)(params)
    upd, opt_state = opt.update(g, opt_state, params)
    params = optax.apply_updates(params, upd)
    new = eqx.combine(eqx.tree_at(lambda q: q.temperature, params, model.temperature,
                                  is_leaf=lambda z: z is None), static)
    return new, opt_state, loss


def main():
    rng = np.random.default_rng(1)
    x = jnp.asarray(rng.normal(size=(300, 4)), jnp.float32)
    y = jnp.asarray(rng.integers(0, 3, 300))
    model = TransitShare(4, 3, jax.random.PRNGKey(2))
    params = eqx.tree_at(lambda m: m.temperature, eqx.filter(model, eqx.is_array), None)
    opt_state = opt.init(params)
    for epoch in range(6):
        t = jnp.asarray(max(2.0 * 0.8 ** epoch, 0.5), jnp.float32)
        model = eqx.tree_at(lambda m: m.temperature, model, t)
        model, opt_state, loss = sgd_epoch(model, opt_state, x, y)
        print(epoch, float(model.temperature), float(loss))


if __name__ == "__main__":
    main()
