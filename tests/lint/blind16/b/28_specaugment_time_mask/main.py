import jax
import jax.numpy as jnp
import optax

from augment import SpecAugment

FRAMES, N_MELS, N_SPK = 60, 24, 4


def init(key):
    return {"w": jax.random.normal(key, (N_MELS, N_SPK)) * 0.1}


tx = optax.sgd(0.05)


@jax.jit
def train_step(params, opt_state, spec, speaker):
    def loss_fn(p):
        logits = spec.mean(axis=1) @ p["w"]
        return optax.softmax_cross_entropy_with_integer_labels(logits, speaker).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    params = init(jax.random.PRNGKey(0))
    opt_state = tx.init(params)
    augment = SpecAugment(max_width=10)
    key = jax.random.PRNGKey(1)
    for step in range(8):
        key, k1, k2 = jax.random.split(key, 3)
        spec = jax.random.normal(k1, (4, FRAMES, N_MELS))
        speaker = jax.random.randint(k2, (4,), 0, N_SPK)
        params, opt_state, loss = train_step(params, opt_state, augment(spec), speaker)
    print("loss", float(loss))


if __name__ == "__main__":
    main()
