import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

from pool import ImagePool


class PatchDiscriminator(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.leaky_relu(nn.Conv(8, (4, 4), strides=(2, 2))(x), 0.2)
        return nn.Conv(1, (3, 3))(x)


class Translator(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3))(x))
        return nn.tanh(nn.Conv(3, (3, 3))(x))


D, G = PatchDiscriminator(), Translator()
d_tx = optax.adam(2e-4, b1=0.5)


@jax.jit
def d_step(d_params, d_opt, real, fake_buffer, valid):
    fakes = fake_buffer.reshape((-1,) + fake_buffer.shape[2:])
    weights = jnp.repeat(valid, fake_buffer.shape[1])

    def loss_fn(p):
        real_out = D.apply(p, real)
        fake_out = D.apply(p, fakes)
        per_image = jnp.mean(fake_out ** 2, axis=(1, 2, 3))
        return jnp.mean((real_out - 1) ** 2) + jnp.sum(per_image * weights) / jnp.sum(weights)

    loss, grads = jax.value_and_grad(loss_fn)(d_params)
    updates, d_opt = d_tx.update(grads, d_opt)
    return optax.apply_updates(d_params, updates), d_opt, loss


translate = jax.jit(G.apply)


def main():
    rng = np.random.default_rng(0)
    domain_a = rng.uniform(-1, 1, size=(40, 16, 16, 3)).astype(np.float32)
    domain_b = rng.uniform(-1, 1, size=(40, 16, 16, 3)).astype(np.float32)
    g_params = G.init(jax.random.PRNGKey(0), domain_a[:1])
    d_params = D.init(jax.random.PRNGKey(1), domain_b[:1])
    d_opt = d_tx.init(d_params)
    pool = ImagePool(pool_size=6, image_shape=(4, 16, 16, 3))
    for step in range(10):
        a = domain_a[(step % 10) * 4:(step % 10 + 1) * 4]
        b = domain_b[(step % 10) * 4:(step % 10 + 1) * 4]
        fake_b = translate(g_params, a)
        history, valid = pool.query(fake_b)
        d_params, d_opt, loss = d_step(d_params, d_opt, b, history, valid)
    print(float(loss))


if __name__ == "__main__":
    main()
