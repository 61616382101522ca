import numpy as np
import jax
import jax.numpy as jnp
import equinox as eqx


class ClaimRouter(eqx.Module):
    w: jax.Array
    temperature: jax.Array

    def __call__(self, x):
        return jax.nn.softmax(x @ self.w / self.temperature, axis=-1)


@eqx.filter_jit
def router_step(model, x, y):
    def loss(m):
        return -jnp.mean(jnp.sum(y * jnp.log(m(x) + 1e-8), axis=-1))
    l, g = eqx.filter_value_and_grad(loss)(model)
    g = eqx.tree_at(lambda t: t.temperature, g, jnp.zeros_like(g.temperature))
    return eqx.apply_updates(model, jax.tree.map(lambda t: -0.5 * t, g)), l


def main():
    rng = np.random.default_rng(512)
    x = jnp.asarray(rng.normal(size=(256, 6)), jnp.float32)
    y = jax.nn.one_hot(jnp.asarray(rng.integers(0, 3, 256)), 3)
    model = ClaimRouter(jnp.zeros((6, 3)), jnp.asarray(2.0, jnp.float32))
    for epoch in range(6):
        model = eqx.tree_at(lambda m: m.temperature, model, jnp.asarray(2.0 * 0.8 ** epoch, jnp.float32))
        model, loss = router_step(model, x, y)
        print(epoch, round(float(model.temperature), 3), round(float(loss), 4))


if __name__ == "__main__":
    main()
