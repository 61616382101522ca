import jax
import jax.numpy as jnp
import optax

from data import ClipLoader
from model import ClipClassifier

model = ClipClassifier()
tx = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, clip, label):
    def loss_fn(p):
        logits = model.apply(p, clip)
        return optax.softmax_cross_entropy_with_integer_labels(logits, label)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    params = optax.apply_updates(params, updates)
    return params, opt_state, loss


def main():
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((4, 16, 16, 3)))
    opt_state = tx.init(params)
    for step, (clip, label) in enumerate(ClipLoader(num_clips=10)):
        params, opt_state, loss = train_step(params, opt_state, clip, label)
        if step % 5 == 0:
            print(f"step {step} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
