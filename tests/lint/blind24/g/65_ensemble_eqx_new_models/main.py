import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from models import make_member

opt = optax.adam(1e-2)


@eqx.filter_jit
def member_step(model, opt_state, x, y):
    def loss(m):
        return jnp.mean((jax.vmap(m)(x)[:, 0] - y) ** 2)
    l, g = eqx.filter_value_and_grad(loss)(model)
    u, opt_state = opt.update(g, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, u), opt_state, l


def main():
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.normal(size=(128, 5)), jnp.float32)
    y = jnp.asarray(np.tanh(x[:, 0] - 0.5 * x[:, 3]) * 10 + 20, jnp.float32)
    preds = []
    for seed in range(5):
        model = make_member(seed)
        opt_state = opt.init(eqx.filter(model, eqx.is_array))
        for _ in range(25):
            model, opt_state, l = member_step(model, opt_state, x, y)
        preds.append(jax.vmap(model)(x)[:, 0])
        print(seed, float(l))
    print("ensemble spread", float(jnp.stack(preds).std(0).mean()))


if __name__ == "__main__":
    main()
