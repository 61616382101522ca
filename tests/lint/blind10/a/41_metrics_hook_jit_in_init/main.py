import jax
import jax.numpy as jnp
import numpy as np
import optax

from loop import TrainLoop
from metrics import TokenAccuracyLogger

VOCAB, DIM = 24, 16


@jax.jit
def lm_step(params, tokens):
    def loss_fn(p):
        logits = p["emb"][tokens[:, :-1]] @ p["out"]
        return optax.softmax_cross_entropy_with_integer_labels(logits, tokens[:, 1:]).mean()

    loss, g = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda a, b: a - 0.5 * b, params, g), loss


def main():
    rng = np.random.default_rng(0)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"emb": jax.random.normal(k1, (VOCAB, DIM)) * 0.1, "out": jax.random.normal(k2, (DIM, VOCAB)) * 0.1}
    batches = [np.cumsum(rng.integers(1, 3, (8, 12)), 1).astype(np.int32) % VOCAB for _ in range(6)]
    logger = TokenAccuracyLogger()
    TrainLoop(lm_step, hooks=[logger]).run(params, batches)
    for row in logger.history:
        print(row)


if __name__ == "__main__":
    main()
