import jax
import jax.numpy as jnp
import numpy as np
import optax

from callbacks import MCDropoutUncertainty
from model import init, stochastic_forward

tx = optax.adam(1e-2)


def loss_fn(params, x, y, key):
    return jnp.mean((stochastic_forward(params, x, key) - y) ** 2)


grad_fn = jax.jit(jax.value_and_grad(loss_fn))


def main(seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(64, 5)).astype(np.float32)
    y = np.tanh(x.sum(-1, keepdims=True)).astype(np.float32)
    key = jax.random.PRNGKey(seed)
    key, init_key, probe_key = jax.random.split(key, 3)
    params = init(init_key, 5, 32)
    opt_state = tx.init(params)
    cb = MCDropoutUncertainty(x[:16], probe_key)
    for epoch in range(3):
        for i in range(0, 64, 16):
            key, sub = jax.random.split(key)
            loss, grads = grad_fn(params, x[i:i + 16], y[i:i + 16], sub)
            updates, opt_state = tx.update(grads, opt_state)
            params = optax.apply_updates(params, updates)
            train_mae = float(jnp.mean(jnp.abs(stochastic_forward(params, x[i:i + 16], sub) - y[i:i + 16])))
        cb.on_epoch_end(epoch, params)
        print(epoch, float(loss), train_mae, cb.spread[-1])


if __name__ == "__main__":
    main()
