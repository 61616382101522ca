import jax
import jax.numpy as jnp
import optax

from data import ClipLoader, MAX_FRAMES
from model import ClipClassifier

model = ClipClassifier()
tx = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, clip, mask, label):
    def loss_fn(p):
        logits = model.apply(p, clip, mask)
        return optax.softmax_cross_entropy_with_integer_labels(logits, label)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    params = optax.apply_updates(params, updates)
    return params, opt_state, loss


def main():
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((MAX_FRAMES, 16, 16, 3)), jnp.ones((MAX_FRAMES,)))
    opt_state = tx.init(params)
    for step, (clip, mask, label) in enumerate(ClipLoader(num_clips=10)):
        params, opt_state, loss = train_step(params, opt_state, clip, mask, label)
        if step % 5 == 0:
            print(f"step {step} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
