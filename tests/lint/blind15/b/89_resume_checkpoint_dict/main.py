import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np
import optax

from checkpoint import InMemoryCheckpointer

VOCAB, DIM = 40, 16


class LM(nn.Module):
    @nn.compact
    def __call__(self, tokens):
        x = nn.Embed(VOCAB, DIM)(tokens)
        return nn.Dense(VOCAB)(nn.tanh(nn.Dense(DIM)(x)))


model = LM()
tx = optax.sgd(0.1)


@jax.jit
def train_step(params, opt_state, tokens):
    def loss_fn(p):
        logits = model.apply(p, tokens[:, :-1])
        return optax.softmax_cross_entropy_with_integer_labels(logits, tokens[:, 1:]).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 4), jnp.int32))
    opt_state = tx.init(params)
    ckpt = InMemoryCheckpointer()
    rng = np.random.default_rng(0)
    for step in range(6):
        tokens = rng.integers(0, VOCAB, (4, 12)).astype(np.int32)
        params, opt_state, loss = train_step(params, opt_state, tokens)
        if step == 2:
            ckpt.save(step, params, opt_state)
            # simulate preemption and resume from the last checkpoint
            _, params, opt_state = ckpt.restore()
        print(step, type(params).__name__, float(loss))


if __name__ == "__main__":
    main()
