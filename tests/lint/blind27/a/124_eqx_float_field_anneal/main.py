import numpy as np
import jax
import jax.numpy as jnp
import equinox as eqx

from model import SoftTriage


@eqx.filter_jit
def triage_grad_step(model, x, y):
    def loss(m):
        p = m(x)
        return -jnp.mean(jnp.sum(y * jnp.log(p + 1e-8), axis=-1))
    l, g = eqx.filter_value_and_grad(loss)(model)
    return eqx.apply_updates(model, jax.tree.map(lambda t: -0.5 * t, g)), l


def main():
    rng = np.random.default_rng(511)
    x = jnp.asarray(rng.normal(size=(256, 6)), jnp.float32)
    y = jax.nn.one_hot(jnp.asarray(rng.integers(0, 3, 256)), 3)
    model = SoftTriage(jnp.zeros((6, 3)), 2.0)
    for epoch in range(6):
        model = eqx.tree_at(lambda m: m.temperature, model, 2.0 * 0.8 ** epoch)
        model, loss = triage_grad_step(model, x, y)
        print(epoch, round(model.temperature, 3), round(float(loss), 4))


if __name__ == "__main__":
    main()
