import jax
import jax.numpy as jnp
import numpy as np

from utils import warmup_cosine

VOCAB, DIM = 40, 16


def loss_fn(params, x, y):
    logits = jnp.tanh(params["emb"][x]) @ params["proj"]
    logp = jax.nn.log_softmax(logits)
    return -jnp.take_along_axis(logp, y[..., None], axis=-1).mean()


@jax.jit
def sgd_step(params, x, y, lr):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    params = jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)
    return params, loss


def main():
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    params = {
        "emb": jax.random.normal(key, (VOCAB, DIM)) * 0.1,
        "proj": jnp.zeros((DIM, VOCAB)),
    }
    for step in range(8):
        tokens = rng.integers(0, VOCAB, size=(4, 9)).astype(np.int32)
        lr = warmup_cosine(step)
        params, loss = sgd_step(params, tokens[:, :-1], tokens[:, 1:], lr)
        print(step, lr, float(loss))


if __name__ == "__main__":
    main()
