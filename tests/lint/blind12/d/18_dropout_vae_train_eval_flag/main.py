from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax

from models import DropoutVAE

model = DropoutVAE()
optimizer = optax.adam(1e-3)


def vae_loss(params, x, key, train):
    drop_key, z_key = jax.random.split(key)
    x_hat, mu, log_var = model.apply({"params": params}, x, z_key, train=train,
                                     rngs={"dropout": drop_key})
    recon = jnp.sum((x_hat - x) ** 2, -1)
    kl = 0.5 * jnp.sum(jnp.exp(log_var) + mu ** 2 - 1 - log_var, -1)
    return jnp.mean(recon + kl)


@jax.jit
def train_step(params, opt_state, x, key):
    loss, grads = jax.value_and_grad(vae_loss)(params, x, key, train=True)
    updates, opt_state = optimizer.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


@partial(jax.jit, static_argnames=("train",))
def evaluate(params, x, key, train=False):
    return vae_loss(params, x, key, train)


def main():
    rng = np.random.default_rng(0)
    data = rng.normal(size=(192, 6)).astype(np.float32)
    train_x, val_x = data[:128], data[128:]
    key = jax.random.PRNGKey(0)
    params = model.init({"params": key, "dropout": key}, train_x[:1], key, train=False)["params"]
    opt_state = optimizer.init(params)
    for epoch in range(5):
        for batch in np.split(train_x, 4):
            key, sub = jax.random.split(key)
            params, opt_state, _ = train_step(params, opt_state, batch, sub)
        key, sub = jax.random.split(key)
        metrics = {}
        for mode in (True, False):
            subset = train_x[:64] if mode else val_x
            metrics["train" if mode else "val"] = float(evaluate(params, subset, sub, train=mode))
        print(f"epoch {epoch} train {metrics['train']:.3f} val {metrics['val']:.3f}")


if __name__ == "__main__":
    main()
