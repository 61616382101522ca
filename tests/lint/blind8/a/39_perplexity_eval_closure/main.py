import jax
import jax.numpy as jnp
import numpy as np
import optax

from evaluation import PerplexityEvaluator
from lm import VOCAB, init_lm, lm_logits

EPOCHS = 5

tx = optax.adam(5e-3)


@jax.jit
def train_step(params, opt_state, tokens):
    def loss_fn(p):
        logits = lm_logits(p, tokens[:, :-1])
        return optax.softmax_cross_entropy_with_integer_labels(logits, tokens[:, 1:]).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    train = rng.integers(1, VOCAB, size=(4, 16, 20)).astype(np.int32)
    valid = [rng.integers(1, VOCAB, size=(16, 20)).astype(np.int32) for _ in range(2)]
    evaluator = PerplexityEvaluator(valid)
    params = init_lm(jax.random.PRNGKey(0))
    opt_state = tx.init(params)
    for epoch in range(EPOCHS):
        for tokens in train:
            params, opt_state, loss = train_step(params, opt_state, tokens)
        print(f"epoch {epoch}: train loss {float(loss):.4f} valid ppl {evaluator(params):.2f}")


if __name__ == "__main__":
    main()
