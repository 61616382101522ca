import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax


class TomoMLP(eqx.Module):
    layers: list
    n_hidden: int = eqx.field(static=True)

    def __init__(self, key, n_hidden=3, width=32):
        keys = jax.random.split(key, n_hidden + 1)
        sizes = [3] + [width] * n_hidden + [1]
        self.layers = [eqx.nn.Linear(a, b, key=k) for a, b, k in zip(sizes[:-1], sizes[1:], keys)]
        self.n_hidden = n_hidden

    def __call__(self, xyz):
        h = xyz
        for layer in self.layers[:-1]:
            h = jax.nn.softplus(layer(h))
        return 4.0 + jax.nn.softplus(self.layers[-1](h))[0]


opt = optax.adam(3e-3)


@eqx.filter_jit
def velocity_fit_step(model, opt_state, xyz, v_obs):
    def loss(m):
        return jnp.mean((jax.vmap(m)(xyz) - v_obs) ** 2)

    l, g = eqx.filter_value_and_grad(loss)(model)
    updates, opt_state = opt.update(g, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, l


def main():
    rng = np.random.default_rng(0)
    model = TomoMLP(jax.random.PRNGKey(0))
    opt_state = opt.init(eqx.filter(model, eqx.is_array))
    for step in range(15):
        xyz = jnp.asarray(rng.uniform(0, 1, (64, 3)), jnp.float32)
        v_obs = 5.0 + 2.0 * xyz[:, 2]
        model, opt_state, l = velocity_fit_step(model, opt_state, xyz, v_obs)
    print(model.n_hidden, float(l))


if __name__ == "__main__":
    main()
