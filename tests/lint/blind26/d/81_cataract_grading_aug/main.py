import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np
import optax

from augment import RandomScaleCrop


class CataractGrader(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3), strides=2)(x))
        return nn.Dense(4)(x.mean(axis=(1, 2)))


net = CataractGrader()
tx = optax.adam(1e-3)


@jax.jit
def cataract_step(params, opt_state, x, y):
    def loss(p):
        return optax.softmax_cross_entropy_with_integer_labels(net.apply(p, x), y).mean()

    l, g = jax.value_and_grad(loss)(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, l


def main():
    rng = np.random.default_rng(0)
    x = rng.uniform(size=(48, 32, 32, 3)).astype(np.float32)
    y = rng.integers(0, 4, size=48).astype(np.int32)
    aug = RandomScaleCrop()
    params = net.init(jax.random.PRNGKey(0), x[:1])
    opt_state = tx.init(params)
    for epoch in range(2):
        for i in range(0, 48, 12):
            params, opt_state, l = cataract_step(params, opt_state, aug(x[i:i + 12]), y[i:i + 12])
        print(epoch, float(l))


if __name__ == "__main__":
    main()
