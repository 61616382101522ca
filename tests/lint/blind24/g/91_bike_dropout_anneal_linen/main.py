import jax
import jax.numpy as jnp
import numpy as np

from model import ReturnStationNet
from train import dropout_step, tx


def main():
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.normal(size=(256, 8)), jnp.float32)
    y = jnp.asarray(np.argmax(np.asarray(x)[:, :5] @ rng.normal(size=(5, 20)), 1))
    base = ReturnStationNet()
    params = base.init(jax.random.PRNGKey(0), x[:2], train=False)
    opt_state = tx.init(params)
    key = jax.random.PRNGKey(1)
    for epoch in range(5):
        model = base.clone(dropout_rate=0.5 * (1 - epoch / 5))
        for i in range(0, 256, 64):
            key, sub = jax.random.split(key)
            params, opt_state, l = dropout_step(model, params, opt_state, x[i:i + 64], y[i:i + 64], sub)
        print(epoch, model.dropout_rate, float(l))


if __name__ == "__main__":
    main()
