"""Fine-tune a tiny bigram LM head with linear warm-up."""
import jax
import jax.numpy as jnp
import numpy as np

VOCAB = 50
DIM = 16
BASE_LR = 0.5
WARMUP_STEPS = 3
TOTAL_STEPS = 7


def init_params(key):
    k1, k2 = jax.random.split(key)
    return {
        "embed": jax.random.normal(k1, (VOCAB, DIM)) * 0.1,
        "head": jax.random.normal(k2, (DIM, VOCAB)) * 0.1,
    }


def lm_loss(params, tokens):
    h = params["embed"][tokens[:, :-1]]
    logits = h @ params["head"]
    logp = jax.nn.log_softmax(logits)
    targets = tokens[:, 1:]
    return -jnp.mean(jnp.take_along_axis(logp, targets[..., None], axis=-1))


@jax.jit
def sgd_update(params, tokens, lr_scale):
    loss, grads = jax.value_and_grad(lm_loss)(params, tokens)
    lr = BASE_LR * lr_scale
    params = jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)
    return params, loss


def warmup_factor(step):
    return min(1, (step + 1) / WARMUP_STEPS)


def main():
    rng = np.random.default_rng(0)
    corpus = rng.integers(0, VOCAB, size=(TOTAL_STEPS, 8, 12)).astype(np.int32)
    params = init_params(jax.random.PRNGKey(0))
    for step in range(TOTAL_STEPS):
        scale = warmup_factor(step)
        params, loss = sgd_update(params, corpus[step], scale)
        print(f"step {step} lr x{scale:.3f} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
