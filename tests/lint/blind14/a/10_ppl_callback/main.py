import jax
import numpy as np
import optax

from evaluate import PerplexityCallback, make_eval_batches
from model import VOCAB, init_params, token_nll

opt = optax.sgd(0.1)


@jax.jit
def train_step(params, opt_state, tokens):
    loss, grads = jax.value_and_grad(lambda p: token_nll(p, tokens).mean())(params)
    updates, opt_state = opt.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    params = init_params(jax.random.PRNGKey(0))
    opt_state = opt.init(params)
    callback = PerplexityCallback(make_eval_batches(3, VOCAB))
    rng = np.random.default_rng(0)
    for step in range(4):
        tokens = rng.integers(0, VOCAB, size=(4, 12)).astype(np.int32)
        params, opt_state, loss = train_step(params, opt_state, tokens)
        callback(step, params)


if __name__ == "__main__":
    main()
