import jax
import jax.numpy as jnp
import numpy as np

from net import net
from train import bn_predict, bn_train_step, opt


def main():
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.normal(5, 3, (256, 6)), jnp.float32)
    y = jnp.asarray(np.asarray(x) @ rng.normal(size=6), jnp.float32)
    params, state = net.init(jax.random.PRNGKey(0), x[:8], True)
    opt_state = opt.init(params)
    for epoch in range(4):
        for i in range(0, 256, 64):
            params, state, opt_state, l = bn_train_step(params, state, opt_state, x[i:i + 64], y[i:i + 64])
        val = bn_predict(params, state, x[:64])
        print(epoch, float(l), float(jnp.mean((val - y[:64]) ** 2)))


if __name__ == "__main__":
    main()
