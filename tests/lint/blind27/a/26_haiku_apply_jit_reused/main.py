import numpy as np
import jax
import jax.numpy as jnp
import optax

from model import fraud_net
from evaluate import precision_at_k

opt = optax.sgd(0.1)


@jax.jit
def fraud_train_step(params, opt_state, x, y):
    def loss(p):
        return optax.sigmoid_binary_cross_entropy(fraud_net.apply(p, x), y).mean()
    l, g = jax.value_and_grad(loss)(params)
    u, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, l


def main():
    rng = np.random.default_rng(5)
    x = jnp.asarray(rng.normal(size=(800, 10)), jnp.float32)
    y = jnp.asarray(x[:, 1] + 0.5 * x[:, 4] + jnp.asarray(rng.normal(size=800)) > 1.6, jnp.float32)
    params = fraud_net.init(jax.random.PRNGKey(3), x)
    opt_state = opt.init(params)
    for epoch in range(6):
        for _ in range(10):
            params, opt_state, l = fraud_train_step(params, opt_state, x, y)
        print(epoch, float(l), precision_at_k(params, x, y))


if __name__ == "__main__":
    main()
