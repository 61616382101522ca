import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np


class Autoencoder(eqx.Module):
    enc: eqx.nn.MLP
    dec: eqx.nn.MLP

    def __init__(self, n_feat, latent, key):
        k1, k2 = jax.random.split(key)
        self.enc = eqx.nn.MLP(n_feat, latent, 16, 1, key=k1)
        self.dec = eqx.nn.MLP(latent, n_feat, 16, 1, key=k2)

    def __call__(self, x):
        return self.dec(self.enc(x))


def recon_error(model, x):
    return jnp.mean((jax.vmap(model)(x) - x) ** 2, axis=-1)


@eqx.filter_jit
def train_step(model, x, lr):
    loss, grads = eqx.filter_value_and_grad(lambda m: recon_error(m, x).mean())(model)
    model = eqx.apply_updates(model, jax.tree_util.tree_map(lambda g: -lr * g, grads))
    return model, loss


N_FEAT = 8
rng = np.random.default_rng(9)
mix = rng.normal(size=(3, N_FEAT))
model = Autoencoder(N_FEAT, 3, jax.random.PRNGKey(0))

for step in range(10):
    lr = np.float32(0.05 * (0.9 ** step))
    x = (rng.normal(size=(64, 3)) @ mix).astype(np.float32)
    model, loss = train_step(model, x, lr)
print("final loss", float(loss))

probe = (rng.normal(size=(32, 3)) @ mix).astype(np.float32)
probe[:3] += 4.0
print("top errors", np.argsort(-np.asarray(recon_error(model, probe)))[:3])
