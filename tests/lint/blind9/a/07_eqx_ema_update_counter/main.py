import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from ema import EMA, ema_update

STEPS = 6


class PatchAutoencoder(eqx.Module):
    enc: eqx.nn.Linear
    dec: eqx.nn.Linear

    def __init__(self, key, patch_dim=64, code_dim=8):
        k1, k2 = jax.random.split(key)
        self.enc = eqx.nn.Linear(patch_dim, code_dim, key=k1)
        self.dec = eqx.nn.Linear(code_dim, patch_dim, key=k2)

    def __call__(self, x):
        return self.dec(jax.nn.relu(self.enc(x)))


def loss_fn(model, images):
    recon = jax.vmap(model)(images)
    return jnp.mean((recon - images) ** 2)


@eqx.filter_jit
def train_step(model, opt_state, images, optimizer):
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model, images)
    updates, opt_state = optimizer.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    key = jax.random.PRNGKey(0)
    model = PatchAutoencoder(key)
    ema = EMA(model)
    optimizer = optax.adam(1e-3)
    opt_state = optimizer.init(eqx.filter(model, eqx.is_array))
    images = jax.random.uniform(jax.random.PRNGKey(1), (16, 64))  # flattened 8x8 patches
    for step in range(STEPS):
        model, opt_state, loss = train_step(model, opt_state, images, optimizer)
        ema = ema_update(ema, model)
        print(f"step {step} loss {float(loss):.4f} ema decay {float(ema.effective_decay()):.3f}")


if __name__ == "__main__":
    main()
