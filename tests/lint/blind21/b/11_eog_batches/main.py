import flax.linen as nn
import jax
import jax.numpy as jnp
import optax

from loader import iterate_batches


class ShallowNet(nn.Module):
    n_classes: int = 2

    @nn.compact
    def __call__(self, x):
        x = nn.Conv(8, kernel_size=(5,))(x.transpose(0, 2, 1))
        x = jnp.log(jnp.mean(x ** 2, axis=1) + 1e-6)
        return nn.Dense(self.n_classes)(x)


def regress_eog(eeg, eog):
    beta = jnp.einsum("bct,bet->bce", eeg, eog) / jnp.einsum("bet,bet->be", eog, eog)[:, None, :]
    return eeg - jnp.einsum("bce,bet->bct", beta, eog)


model = ShallowNet()
tx = optax.adamw(1e-3)


@jax.jit
def train_step(params, opt_state, batch):
    eeg = batch["eeg"]
    if "eog" in batch:
        eeg = regress_eog(eeg, batch["eog"])

    def loss_fn(p):
        logits = model.apply(p, eeg)
        return optax.softmax_cross_entropy_with_integer_labels(logits, batch["label"]).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 10, 32)))
    opt_state = tx.init(params)
    for step, batch in enumerate(iterate_batches()):
        params, opt_state, loss = train_step(params, opt_state, batch)
        if step % 3 == 2:
            print(f"step {step} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
