import jax
import jax.numpy as jnp

from callbacks import PreviewCallback
from ddim import ALPHA_BARS, T, denoiser_apply


@jax.jit
def train_step(params, x0, key):
    k1, k2 = jax.random.split(key)
    t = jax.random.randint(k1, (x0.shape[0],), 0, T)
    noise = jax.random.normal(k2, x0.shape)
    ab = ALPHA_BARS[t][:, None]
    xt = jnp.sqrt(ab) * x0 + jnp.sqrt(1 - ab) * noise

    def loss_fn(p):
        return jnp.mean((denoiser_apply(p, xt, t[:, None]) - noise) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda p, g: p - 1e-2 * g, params, grads), loss


def main():
    key = jax.random.PRNGKey(0)
    k1, k2, k3, key = jax.random.split(key, 4)
    params = {"w1": 0.1 * jax.random.normal(k1, (16, 32)), "b1": jnp.zeros(32),
              "w2": 0.1 * jax.random.normal(k2, (32, 16))}
    data = jax.random.normal(k3, (64, 16))
    preview = PreviewCallback(jax.random.PRNGKey(7))
    for epoch in range(4):
        for i in range(0, 64, 16):
            key, sub = jax.random.split(key)
            params, loss = train_step(params, data[i:i + 16], sub)
        preview(epoch, params)


if __name__ == "__main__":
    main()
