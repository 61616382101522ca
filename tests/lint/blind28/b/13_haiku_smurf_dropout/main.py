from functools import partial

import haiku as hk
import jax
import jax.numpy as jnp
import numpy as np
import optax


def forward(x, dropout_rate):
    h = hk.Linear(64)(x)
    h = jax.nn.relu(h)
    h = hk.dropout(hk.next_rng_key(), dropout_rate, h)
    return hk.Linear(1)(h)[:, 0]


net = hk.transform(forward)
opt = optax.sgd(0.05)


@partial(jax.jit, static_argnames=("dropout_rate",))
def smurf_step(params, opt_state, key, x, y, dropout_rate):
    def loss_fn(p):
        logits = net.apply(p, key, x, dropout_rate)
        return optax.sigmoid_binary_cross_entropy(logits, y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def dropout_schedule(epoch, n_epochs, start=0.5, end=0.1):
    return start + (end - start) * epoch / (n_epochs - 1)


def main():
    rng = np.random.default_rng(13)
    # account features: games played, winrate, hours, mmr slope, ...
    x = rng.normal(size=(256, 10)).astype(np.float32)
    y = (x[:, 1] - x[:, 2] > 0.5).astype(np.float32)
    key = jax.random.PRNGKey(0)
    params = net.init(key, x, 0.5)
    opt_state = opt.init(params)
    n_epochs = 5
    for epoch in range(n_epochs):
        rate = dropout_schedule(epoch, n_epochs)
        for i in range(0, 256, 64):
            key, sub = jax.random.split(key)
            params, opt_state, loss = smurf_step(params, opt_state, sub, x[i:i + 64], y[i:i + 64], dropout_rate=rate)
        print(epoch, round(rate, 2), float(loss))


if __name__ == "__main__":
    main()
