import jax
import jax.numpy as jnp
import numpy as np

from schedule import warmup_factor

BASE_LR = 1e-3
WARMUP = 3


def lm_loss(params, tokens):
    h = params["emb"][tokens[:, :-1]]
    logits = h @ params["emb"].T
    logp = jax.nn.log_softmax(logits)
    return -jnp.take_along_axis(logp, tokens[:, 1:, None], axis=-1).mean()


@jax.jit
def sgd_step(params, tokens, lr_scale):
    loss, grads = jax.value_and_grad(lm_loss)(params, tokens)
    lr = BASE_LR * lr_scale
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads), loss


def main():
    rng = np.random.default_rng(0)
    params = {"emb": jax.random.normal(jax.random.PRNGKey(0), (64, 16)) * 0.1}
    for step in range(1, 8):
        tokens = rng.integers(0, 64, size=(4, 12)).astype(np.int32)
        params, loss = sgd_step(params, tokens, warmup_factor(step, WARMUP))
        print(step, float(loss))


if __name__ == "__main__":
    main()
