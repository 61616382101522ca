import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from freeze import STAGES, trainable_spec


@eqx.filter_jit
def train_step(model, spec, x, y, lr):
    trainable, frozen = eqx.partition(model, spec)

    def loss_fn(t):
        m = eqx.combine(t, frozen)
        return jnp.mean((jax.vmap(m)(x) - y) ** 2)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(trainable)
    trainable = eqx.apply_updates(trainable, jax.tree.map(lambda g: -lr * g, grads))
    return eqx.combine(trainable, frozen), loss


def main():
    rng = np.random.default_rng(0)
    model = eqx.nn.MLP(5, 1, width_size=16, depth=2, key=jax.random.PRNGKey(0))
    lr = jnp.float32(0.02)
    for n_layers in STAGES:
        spec = trainable_spec(model, n_layers)
        for _ in range(4):
            x = rng.normal(size=(32, 5)).astype(np.float32)
            y = np.cos(x[:, :1]).astype(np.float32)
            model, loss = train_step(model, spec, x, y, lr)
        print(n_layers, float(loss))


if __name__ == "__main__":
    main()
