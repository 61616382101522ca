import jax
import jax.numpy as jnp
import numpy as np
import optax

from data import av_clips

tx = optax.sgd(0.05)


def init_params(key):
    k1, k2 = jax.random.split(key)
    return {"video": jax.random.normal(k1, (64, 3)) * 0.1, "audio": jax.random.normal(k2, (32, 3)) * 0.1}


def logits_fn(params, sample):
    logits = sample["video"].mean(axis=0).reshape(-1) @ params["video"]
    if "audio" in sample:
        logits = logits + sample["audio"] @ params["audio"]
    return logits


@jax.jit
def train_step(params, opt_state, sample):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(logits_fn(p, sample), sample["label"])

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    params = init_params(jax.random.PRNGKey(0))
    opt_state = tx.init(params)
    for i, sample in enumerate(av_clips(6)):
        params, opt_state, loss = train_step(params, opt_state, sample)
    print("loss", float(loss))


if __name__ == "__main__":
    main()
