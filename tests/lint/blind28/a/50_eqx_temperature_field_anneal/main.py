import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import ChannelMixModel, with_temperature

optim = optax.adam(1e-2)


@eqx.filter_jit
def channel_mix_step(model, opt_state, x, y):
    def loss_fn(m):
        return -jnp.mean(jnp.sum(y * jax.vmap(m)(x), -1))
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


def channel_shares(n=512, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 6)).astype(np.float32)
    logits = x @ rng.normal(size=(6, 4))
    p = np.exp(logits) / np.exp(logits).sum(1, keepdims=True)
    return x, p.astype(np.float32)


def main():
    x, y = channel_shares()
    model = ChannelMixModel(6, 4, jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for epoch in range(5):
        model = with_temperature(model, 2.0 - 0.25 * epoch)
        for s in range(0, 512, 64):
            model, opt_state, loss = channel_mix_step(model, opt_state, x[s:s + 64], y[s:s + 64])
        print(epoch, model.temperature, float(loss))


if __name__ == "__main__":
    main()
