import jax
import jax.numpy as jnp
import numpy as np
import optax

from mixing import MixupCutmix

N_CLASSES = 10
tx = optax.sgd(0.05, momentum=0.9)


@jax.jit
def train_step(params, opt_state, images, labels, lam):
    y = jax.nn.one_hot(labels, N_CLASSES)
    targets = lam * y + (1 - lam) * y[::-1]

    def loss_fn(p):
        logits = images.reshape(images.shape[0], -1) @ p
        return optax.softmax_cross_entropy(logits, targets).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    images = rng.uniform(size=(64, 8, 8, 3)).astype(np.float32)
    labels = rng.integers(0, N_CLASSES, size=64).astype(np.int32)
    params = jnp.zeros((192, N_CLASSES), jnp.float32)
    opt_state = tx.init(params)
    mixer = MixupCutmix(seed=0)
    for step in range(8):
        i = (step % 4) * 16
        x, lam = mixer(images[i:i + 16])
        params, opt_state, loss = train_step(params, opt_state, x, labels[i:i + 16], lam)
        print(f"step {step}: lam {float(lam):.3f} ({type(lam).__name__}) loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
