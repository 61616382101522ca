import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np
import optax

from preview import PreviewWriter

EPOCHS = 4
LATENT = 8


class Generator(nn.Module):
    @nn.compact
    def __call__(self, z):
        h = nn.relu(nn.Dense(32)(z))
        return jnp.tanh(nn.Dense(4 * 4 * 3)(h)).reshape(z.shape[0], 4, 4, 3)


class Critic(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.leaky_relu(nn.Dense(32)(x.reshape(x.shape[0], -1)), 0.2))[:, 0]


gen, critic = Generator(), Critic()
tx = optax.adam(2e-4, b1=0.5)


@jax.jit
def gan_update(g_params, d_params, g_opt, d_opt, real, z):
    def d_loss(dp):
        fake = gen.apply(g_params, z)
        return jnp.mean(jax.nn.softplus(critic.apply(dp, fake))) + jnp.mean(jax.nn.softplus(-critic.apply(dp, real)))

    def g_loss(gp):
        return jnp.mean(jax.nn.softplus(-critic.apply(d_params, gen.apply(gp, z))))

    dl, dg = jax.value_and_grad(d_loss)(d_params)
    upd, d_opt = tx.update(dg, d_opt)
    d_params = optax.apply_updates(d_params, upd)
    gl, gg = jax.value_and_grad(g_loss)(g_params)
    upd, g_opt = tx.update(gg, g_opt)
    return optax.apply_updates(g_params, upd), d_params, g_opt, d_opt, dl, gl


def main():
    rng = np.random.default_rng(0)
    kg, kd, kz = jax.random.split(jax.random.PRNGKey(0), 3)
    g_params = gen.init(kg, jnp.zeros((1, LATENT)))
    d_params = critic.init(kd, jnp.zeros((1, 4, 4, 3)))
    g_opt, d_opt = tx.init(g_params), tx.init(d_params)
    preview = PreviewWriter(gen, jax.random.normal(kz, (8, LATENT)))
    for epoch in range(EPOCHS):
        for _ in range(3):
            real = rng.uniform(-1, 1, size=(16, 4, 4, 3)).astype(np.float32)
            z = rng.normal(size=(16, LATENT)).astype(np.float32)
            g_params, d_params, g_opt, d_opt, dl, gl = gan_update(g_params, d_params, g_opt, d_opt, real, z)
        print(f"epoch {epoch}: d {float(dl):.3f} g {float(gl):.3f}")
        preview(epoch, g_params)


if __name__ == "__main__":
    main()
