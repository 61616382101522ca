import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

from noise import T, ALPHA_BARS


class EpsNet(nn.Module):
    @nn.compact
    def __call__(self, x, t_frac):
        h = jnp.concatenate([x, jnp.full((x.shape[0], 1), t_frac)], axis=-1)
        h = nn.silu(nn.Dense(64)(h))
        return nn.Dense(x.shape[-1])(h)


model = EpsNet()
tx = optax.adam(2e-4)
alpha_bars = jnp.asarray(ALPHA_BARS)


@jax.jit
def train_step(params, opt_state, x0, t, key):
    alpha_bar = alpha_bars[t]
    t_frac = (t + 1) / T
    noise = jax.random.normal(key, x0.shape)
    xt = jnp.sqrt(alpha_bar) * x0 + jnp.sqrt(1 - alpha_bar) * noise

    def loss_fn(p):
        return jnp.mean((model.apply(p, xt, t_frac) - noise) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    data = rng.normal(size=(128, 16)).astype(np.float32)
    params = model.init(jax.random.PRNGKey(0), data[:1], 0.0)
    opt_state = tx.init(params)
    key = jax.random.PRNGKey(1)
    for step in range(8):
        t = int(rng.integers(0, T))
        key, sub = jax.random.split(key)
        batch = data[(step % 4) * 32:(step % 4 + 1) * 32]
        params, opt_state, loss = train_step(params, opt_state, batch, t, sub)
    print(float(loss))


if __name__ == "__main__":
    main()
