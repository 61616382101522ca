import haiku as hk
import jax
import jax.numpy as jnp
import optax

from data import CoreTrayImages


def net(x):
    x = jax.nn.relu(hk.Conv2D(8, 3, stride=2)(x))
    x = jax.nn.relu(hk.Conv2D(16, 3, stride=2)(x))
    return hk.Linear(2)(hk.Flatten()(x))


model = hk.without_apply_rng(hk.transform(net))
tx = optax.adam(1e-3)


@jax.jit
def vein_step(params, state, x, y):
    def loss(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply(p, x), y).mean()
    l, g = jax.value_and_grad(loss)(params)
    u, state = tx.update(g, state)
    return optax.apply_updates(params, u), state, l


def main():
    data = CoreTrayImages()
    params = model.init(jax.random.PRNGKey(0), data.imgs[:1])
    state = tx.init(params)
    for epoch in range(3):
        for x, y in data.batches(16):
            params, state, l = vein_step(params, state, x, y)
        print(f"epoch {epoch}: quartz-vein xent {float(l):.4f}")


if __name__ == "__main__":
    main()
