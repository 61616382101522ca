import jax
import jax.numpy as jnp
import numpy as np
import optax

from data import batches, load_sessions
from model import init_rnn, rnn_logits

optimizer = optax.adam(1e-2)


@jax.jit
def train_step(params, opt_state, feats, mask, labels):
    def loss_fn(p):
        return optax.sigmoid_binary_cross_entropy(rnn_logits(p, feats, mask), labels).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = optimizer.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    sessions = load_sessions(32)
    params = init_rnn(jax.random.PRNGKey(0), 3, 8)
    opt_state = optimizer.init(params)
    rng = np.random.default_rng(1)
    for step, (feats, mask, labels) in enumerate(batches(sessions, 8, rng)):
        params, opt_state, loss = train_step(params, opt_state, feats, mask, labels)
        print(f"step {step}: padded length {feats.shape[1]} loss {float(loss):.3f}")


if __name__ == "__main__":
    main()
