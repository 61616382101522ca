import jax
import jax.numpy as jnp
import numpy as np

from schedule import warmup_linear

VOCAB, DIM = 40, 16


def lm_loss(params, tokens):
    logits = jnp.tanh(params["embed"][tokens[:, :-1]]) @ params["out"]
    logp = jax.nn.log_softmax(logits)
    return -jnp.take_along_axis(logp, tokens[:, 1:, None], -1).mean()


@jax.jit
def sgd_step(params, tokens, lr):
    loss, grads = jax.value_and_grad(lm_loss)(params, tokens)
    params = jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)
    return params, loss


if __name__ == "__main__":
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"embed": jax.random.normal(k1, (VOCAB, DIM)) * 0.1,
              "out": jax.random.normal(k2, (DIM, VOCAB)) * 0.1}
    rng = np.random.default_rng(0)
    for step in range(8):
        tokens = rng.integers(0, VOCAB, (4, 12)).astype(np.int32)
        lr = warmup_linear(step)
        params, loss = sgd_step(params, tokens, lr)
        print(step, float(lr), float(loss))
